// Documents a route's failure answers in OpenAPI; they all share the one error shape.
import { errorResponseSchema } from '@kaamsetu/contract';

export function errorResponses<Status extends number>(...statuses: Status[]) {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as Record<
    Status,
    typeof errorResponseSchema
  >;
}
