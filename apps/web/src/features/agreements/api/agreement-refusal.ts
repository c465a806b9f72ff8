// The agreement's current state that a 409 refusal carries (error.details.agreement), checked against the
// contract's schema. Its own module so that zod loads only when a step is refused, never with the pages that show
// agreements (issue 19, decision 030).
import { agreementSchema, type Agreement } from '@kaamsetu/contract';

export function agreementIn(details: { agreement?: unknown } | undefined): Agreement | undefined {
  const parsed = agreementSchema.safeParse(details?.agreement);
  return parsed.success ? parsed.data : undefined;
}
