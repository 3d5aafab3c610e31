import { describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { AppError } from '../lib/errors';
import * as documents from '../modules/documents/documents.queries';
import { type ActionOf, authorize, can } from './can';
import type { Actor } from './policy';

const owner = { id: 'owner', isAdmin: false, otpVerified: true };
const other = { id: 'other', isAdmin: false, otpVerified: true };
const admin = { id: 'admin', isAdmin: true, otpVerified: true };
/** Signed in but not yet verified: treated as a visitor. */
const unverified = { id: 'owner', isAdmin: false, otpVerified: false };
const ACTORS: [string, Actor][] = [
  ['owner', owner],
  ['other user', other],
  ['admin', admin],
  ['unverified owner', unverified],
  ['visitor', null],
];

/** The status `authorize` refuses with, or 'allowed'. */
function outcome(run: () => unknown): number | 'allowed' {
  try {
    run();
    return 'allowed';
  } catch (err) {
    if (err instanceof AppError) return err.status;
    throw err;
  }
}

describe('owned resources (documents and what hangs off them, designs, products, uploads): owner only', () => {
  const row = { id: 'r1', userId: owner.id };
  const cases = {
    document: ['read', 'update', 'chat', 'delete'],
    design: ['read', 'update', 'chat', 'delete'],
    product: ['read', 'update', 'delete'],
    upload: ['read', 'attach'],
  } satisfies { [K in 'document' | 'design' | 'product' | 'upload']: ActionOf<K>[] };

  // Every kind and action in one loop: the calls are typed loosely here, as the table names them.
  const authorizeAny = authorize as unknown as (actor: Actor, action: string, subject: Record<string, unknown>) => unknown;
  const canAny = can as unknown as (actor: Actor, action: string, subject: Record<string, unknown>) => boolean;
  for (const [kind, actions] of Object.entries(cases)) {
    for (const action of actions) {
      it(`${kind} ${action}: the owner only; another user and an admin get 404, a visitor 401`, () => {
        const refusals = ACTORS.map(([name, actor]) => [name, outcome(() => authorizeAny(actor, action, { [kind]: row }))]);
        expect(Object.fromEntries(refusals)).toEqual({
          owner: 'allowed',
          'other user': 404,
          admin: 404,
          'unverified owner': 401,
          visitor: 401,
        });
        expect(canAny(owner, action, { [kind]: row })).toBe(true);
        expect(canAny(other, action, { [kind]: row })).toBe(false);
      });
    }
  }

  it('refuses a resource that was not found as one hidden: 404 with the message given', () => {
    const refused = () => authorize(owner, 'read', { document: undefined }, { hidden: 'Document not found' });
    expect(refused).toThrowError(expect.objectContaining({ status: 404, message: 'Document not found' }) as Error);
    expect(outcome(() => authorize(null, 'read', { document: undefined }))).toBe(401);
  });

  it('answers the resource itself when allowed', () => {
    expect(authorize(owner, 'update', { document: row })).toBe(row);
  });
});

describe('templates: one library every member uses and only admins change', () => {
  const template = { id: 't1' };
  it.each([
    ['use', { owner: 'allowed', 'other user': 'allowed', admin: 'allowed', 'unverified owner': 401, visitor: 401 }],
    ['manage', { owner: 403, 'other user': 403, admin: 'allowed', 'unverified owner': 401, visitor: 401 }],
  ] as const)('%s', (action, want) => {
    expect(Object.fromEntries(ACTORS.map(([name, actor]) => [name, outcome(() => authorize(actor, action, { template }))]))).toEqual(want);
  });
});

describe('routes: public for anyone, user routes for members, admin routes for admins', () => {
  it.each([
    ['public', { owner: 'allowed', 'other user': 'allowed', admin: 'allowed', 'unverified owner': 'allowed', visitor: 'allowed' }],
    ['user', { owner: 'allowed', 'other user': 'allowed', admin: 'allowed', 'unverified owner': 401, visitor: 401 }],
    ['admin', { owner: 403, 'other user': 403, admin: 'allowed', 'unverified owner': 401, visitor: 401 }],
  ] as const)('%s', (access, want) => {
    const route = { access };
    expect(Object.fromEntries(ACTORS.map(([name, actor]) => [name, outcome(() => authorize(actor, 'call', { route }))]))).toEqual(want);
  });
});

describe('a write cannot run on a resource nobody authorized', () => {
  it('is refused by the type-checker (this test compiles only while that holds)', () => {
    // Never run: the compiler checks these calls, and `@ts-expect-error` fails the build if one is accepted.
    const unchecked = (db: Db) => {
      // @ts-expect-error a bare id has not been through `authorize`
      void documents.saveChanges(db, { id: 'd1' }, { updatedAt: new Date() }, false);
      // @ts-expect-error a bare id has not been through `authorize`
      void documents.deleteDocument(db, { id: 'd1' });
      // @ts-expect-error a document allowed for reading is not allowed for deleting
      void documents.deleteDocument(db, authorize(owner, 'read', { document: { id: 'd1', userId: owner.id } }));
      void documents.deleteDocument(db, authorize(owner, 'delete', { document: { id: 'd1', userId: owner.id } }));
    };
    expect(typeof unchecked).toBe('function');
  });
});
