// Whether the page's ?workerId= can name a worker: the proposal schema's check of it (a UUID, as zod's z.uuid()
// reads one), without zod, so the page knows on first paint whether to show the form (worker-id.test.ts holds the
// two to the same answers).
const uuidPattern =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

export function isWorkerId(text: string): boolean {
  return uuidPattern.test(text);
}
