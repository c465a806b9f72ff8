// Where agreements sit in the query cache, and how an answer about one updates it: the agreement itself at
// once, then every list (and a worker's "₹X secured" on Home) asked again. A refusal because the agreement had
// moved on (409) carries its current state, which replaces the stale one on screen.
import type { QueryClient } from '@tanstack/react-query';
import type { Agreement, AgreementResponse } from '@kaamsetu/contract';
import { ApiError } from '../../../lib/api-client';
import { agreementsQueryRoot } from '../../../lib/query-client';

export type AgreementRole = 'employer' | 'worker';

export const agreementsKeys = {
  list: (role: AgreementRole) => [...agreementsQueryRoot, 'list', role],
  agreement: (agreementId: string) => [...agreementsQueryRoot, 'agreement', agreementId],
} as const;

/** Shows the agreement as the server now has it and refreshes everything that summarises it. */
export async function rememberAgreement(client: QueryClient, agreement: Agreement): Promise<void> {
  client.setQueryData<AgreementResponse>(agreementsKeys.agreement(agreement.id), { success: true, agreement });
  await client.invalidateQueries({ queryKey: agreementsQueryRoot });
}

/**
 * The agreement's current state that a 409 refusal carries (error.details.agreement), if it carries one. The
 * schema that checks it loads only then: every page that shows agreements imports this module, and zod stays off
 * their first paint (decision 030).
 */
export async function currentAgreementOf(caught: unknown): Promise<Agreement | undefined> {
  if (!(caught instanceof ApiError) || caught.status !== 409) return undefined;
  const details = (caught.body as { error?: { details?: { agreement?: unknown } } } | undefined)?.error?.details;
  if (details?.agreement === undefined) return undefined;
  const { agreementIn } = await import('./agreement-refusal');
  return agreementIn(details);
}

/** After a failed step: the state a 409 carries replaces the one on screen, and the agreement is asked again. */
export async function refreshAfterFailure(client: QueryClient, agreementId: string, caught: unknown): Promise<void> {
  const current = await currentAgreementOf(caught);
  if (current) await rememberAgreement(client, current);
  else if (caught instanceof ApiError && caught.status < 500) {
    await client.invalidateQueries({ queryKey: agreementsKeys.agreement(agreementId) });
  }
}
