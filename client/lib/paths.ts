/**
 * The addresses of the app's screens, for links and redirects; the router's patterns are the
 * `SCREENS` table's (common/screens.ts).
 */
export const paths = {
  home: '/',
  chats: '/chats',
  chat: (id: string) => `/chat/${encodeURIComponent(id)}`,
  /** A chat opened with a first question to send (the home screen's). */
  chatAsking: (id: string, message: string) => `/chat/${encodeURIComponent(id)}?message=${encodeURIComponent(message)}`,
  designs: '/designs',
  newDesign: '/designs/new',
  design: (id: string) => `/designs/${encodeURIComponent(id)}`,
  documents: '/documents',
  newDocument: '/documents?new=1',
  document: (id: string) => `/documents?id=${encodeURIComponent(id)}`,
  products: '/products',
  newProduct: '/products?new=1',
  product: (id: string) => `/products/${encodeURIComponent(id)}`,
  /** Home with a product chosen: the chat it starts belongs to that product. */
  newChatIn: (productId: string) => `/?product=${encodeURIComponent(productId)}`,
  templates: '/templates',
  admin: '/admin',
  account: '/account',
  billing: '/billing',
} as const;
