/**
 * The addresses of the app's screens, in one place: links, redirects and the router use these.
 * Patterns (with `:id`) are the router's.
 */
export const paths = {
  home: '/',
  chats: '/chats',
  chatPattern: '/chat/:id',
  chat: (id: string) => `/chat/${encodeURIComponent(id)}`,
  /** A chat opened with a first question to send (the home screen's). */
  chatAsking: (id: string, message: string) => `/chat/${encodeURIComponent(id)}?message=${encodeURIComponent(message)}`,
  designs: '/designs',
  newDesign: '/designs/new',
  designPattern: '/designs/:id',
  design: (id: string) => `/designs/${encodeURIComponent(id)}`,
  documents: '/documents',
  newDocument: '/documents?new=1',
  document: (id: string) => `/documents?id=${encodeURIComponent(id)}`,
  templates: '/templates',
  admin: '/admin',
  account: '/account',
  billing: '/billing',
} as const;
