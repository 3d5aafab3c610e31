import type { ApiRoute } from '../../common/contract/route';
import { forbidden, notFound, unauthorized } from '../lib/errors';
import { type Actor, isMember } from './policy';
import { routePolicy } from './route.policy';

/** What can be asked about, by kind; each kind has its policy beside this file. */
type Subject = { route: Pick<ApiRoute, 'access'> };
type Policies = { route: typeof routePolicy };
type ActionOf<K extends keyof Subject> = keyof Policies[K] & string;

const POLICIES: Policies = { route: routePolicy };

/** The one place that decides who may do what: `can(actor, 'call', { route })`. */
export function can<K extends keyof Subject>(actor: Actor, action: ActionOf<K>, subject: Pick<Subject, K>): boolean {
  const [kind, resource] = Object.entries(subject)[0] as [K, Subject[K]];
  const rule = POLICIES[kind][action] as (actor: Actor, resource: Subject[K]) => boolean;
  return rule(actor, resource);
}

/**
 * `can`, or the refusal that fits: 401 to a visitor, 404 for a resource the actor may not see (as if
 * it did not exist), 403 otherwise.
 */
export function authorize<K extends keyof Subject>(
  actor: Actor,
  action: ActionOf<K>,
  subject: Pick<Subject, K>,
  refusal: { hidden?: boolean; message?: string } = {},
) {
  if (can(actor, action, subject)) return;
  if (!isMember(actor)) throw unauthorized();
  throw refusal.hidden ? notFound(refusal.message) : forbidden(refusal.message);
}
