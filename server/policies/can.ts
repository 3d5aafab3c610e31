import type { ApiRoute } from '../../common/contract/route';
import { forbidden, notFound, unauthorized } from '../lib/errors';
import { type DesignSubject, designPolicy } from './design.policy';
import { type DocumentSubject, documentPolicy } from './document.policy';
import { type Actor, isMember } from './policy';
import { type ProductSubject, productPolicy } from './product.policy';
import { routePolicy } from './route.policy';
import { type TeamSubject, teamPolicy } from './team.policy';
import { templatePolicy } from './template.policy';
import { type UploadSubject, uploadPolicy } from './upload.policy';

/** What can be asked about, by kind, and what each kind's rules read of it; each kind has its policy beside this file. */
type Subjects = {
  route: Pick<ApiRoute, 'access'>;
  document: DocumentSubject;
  design: DesignSubject;
  product: ProductSubject;
  upload: UploadSubject;
  template: { id: string };
  team: TeamSubject;
};
type Kind = keyof Subjects;

const POLICIES = {
  route: routePolicy,
  document: documentPolicy,
  design: designPolicy,
  product: productPolicy,
  upload: uploadPolicy,
  template: templatePolicy,
  team: teamPolicy,
} satisfies { [K in Kind]: Record<string, (actor: Actor, subject: Subjects[K]) => boolean> };

export type ActionOf<K extends Kind> = keyof (typeof POLICIES)[K] & string;

declare const allowed: unique symbol;
/**
 * A resource the policies let an actor `A`. Only `authorize` makes one: a service or query that takes
 * an `Allowed` row cannot be reached with a row nobody decided on.
 */
export type Allowed<T, A extends string> = T & { readonly [allowed]: A };

type Rule<K extends Kind> = (actor: Actor, subject: Subjects[K]) => boolean;
const ruleOf = <K extends Kind>(kind: K, action: string): Rule<K> | undefined =>
  (POLICIES[kind] as unknown as Record<string, Rule<K>>)[action];

const kindOf = <K extends Kind, R>(subject: Record<K, R>) => Object.entries(subject)[0] as [K, R];

/** The one place that decides who may do what: `can(actor, 'call', { route })`, `can(actor, 'update', { document })`. */
export function can<K extends Kind>(actor: Actor, action: ActionOf<K>, subject: Record<K, Subjects[K]>): boolean {
  const [kind, resource] = kindOf(subject);
  return ruleOf(kind, action)?.(actor, resource) ?? false;
}

/** What the actor may do with a team item they read, for its page: edit, delete, share (`ItemPermissions`). */
export function permissionsOf<K extends 'document' | 'design' | 'product'>(actor: Actor, subject: Record<K, Subjects[K]>) {
  // Each of the three kinds has these actions.
  const may = (action: 'update' | 'delete' | 'share') => can(actor, action as ActionOf<K>, subject);
  return { edit: may('update'), delete: may('delete'), share: may('share') };
}

/**
 * `can`, or the refusal that fits: 401 to a visitor; 404 (`hidden`, as if it did not exist) for a
 * resource that was not found or that the actor may not even read; 403 (`forbidden`) otherwise.
 * Answers the resource, marked as allowed for `action`.
 */
export function authorize<K extends Kind, A extends ActionOf<K>, R extends Subjects[K]>(
  actor: Actor,
  action: A,
  subject: Record<K, R | undefined>,
  refusal: { hidden?: string; forbidden?: string } = {},
): Allowed<R, A> {
  const [kind, resource] = kindOf(subject);
  if (resource !== undefined && ruleOf(kind, action)?.(actor, resource)) return resource as Allowed<R, A>;
  if (!isMember(actor)) throw unauthorized();
  const read = ruleOf(kind, 'read');
  if (resource === undefined || (read && !read(actor, resource))) throw notFound(refusal.hidden);
  throw forbidden(refusal.forbidden);
}
