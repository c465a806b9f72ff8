// GET /api/agreements/{id}/work-order.pdf?lang=: the agreement as a PDF work order in the reader's language.
import { apiFile } from '../../../lib/api-client';

export function workOrderFileName(agreementId: string): string {
  return `kaamsetu-work-order-${agreementId.slice(0, 8)}.pdf`;
}

export function getWorkOrder(agreementId: string, language: string): Promise<Blob> {
  const query = new URLSearchParams({ lang: language }).toString();
  return apiFile(`/api/agreements/${encodeURIComponent(agreementId)}/work-order.pdf?${query}`, 'application/pdf');
}
