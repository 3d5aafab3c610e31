/**
 * The documents editor's frame, shared by the editor and by the read-only view shown while the
 * editor's code downloads: both lay the text out at the same place, so nothing moves when the editor
 * takes over.
 */
export const EDITOR_LAYOUT = {
  page: 'flex min-h-full flex-col lg:h-full',
  columns: 'flex flex-1 flex-col gap-4 p-4 sm:p-6 lg:min-h-0 lg:flex-row lg:gap-0 lg:p-0',
  section:
    'flex min-h-[28rem] flex-col rounded-xl border bg-card shadow-sm lg:min-h-0 lg:flex-1 lg:rounded-none lg:border-0 lg:shadow-none',
  toolbar: 'sticky top-0 z-10 flex-wrap rounded-t-xl border-b bg-card/95 px-2 py-1.5 backdrop-blur lg:static lg:rounded-none lg:px-4',
  scroller: 'flex-1 cursor-text lg:overflow-y-auto',
  text: 'min-h-0 mx-auto w-full max-w-3xl px-5 py-6 sm:px-10 sm:py-10',
  chat: 'h-[34rem] rounded-xl shadow-sm lg:h-auto lg:w-[380px] lg:shrink-0 lg:rounded-none lg:border-y-0 lg:border-r-0 lg:shadow-none xl:w-[420px]',
};
