import type { ApiRoute } from '../../common/contract/route';
import { type Actor, isMember } from './policy';

/** Calling a route at all: public routes for anyone, the others for verified users, admin routes for admins. */
export const routePolicy = {
  call: (actor: Actor, route: Pick<ApiRoute, 'access'>) =>
    route.access === 'public' || (isMember(actor) && (route.access === 'user' || actor.isAdmin)),
};
