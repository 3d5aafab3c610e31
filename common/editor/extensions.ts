import StarterKit from '@tiptap/starter-kit';
import { tableExtensions } from './table-extension';

/**
 * The documents' rich text: paragraphs, headings 1 to 3, bold, italic, strike, code, code blocks,
 * quotes, lists, rules, hard breaks, tables with a header row, and links (http, https and mailto only), and nothing the server
 * would drop (no underline). The editor adds its placeholder and decorations; the server builds the
 * same schema to turn stored HTML into a shared (Yjs) document and back. `history`: Undo keeps 100
 * steps grouped by 500 ms; a shared document brings its own undo instead.
 */
export const documentExtensions = ({ history = true }: { history?: boolean } = {}) => [
  StarterKit.configure({
    heading: { levels: [1, 2, 3] },
    undoRedo: history ? { depth: 100, newGroupDelay: 500 } : false,
    underline: false,
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
  }),
  ...tableExtensions,
];
