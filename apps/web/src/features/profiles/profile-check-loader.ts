// The profile forms' check (profile-check.ts, with the contract's schema), fetched when a form is first used:
// the setup form and the own profile's editor start it as the person comes into the form.
import { loadOnFirstUse } from '../../components/ui/load-on-first-use';

export const profileCheck = loadOnFirstUse(() => import('./profile-check'));
