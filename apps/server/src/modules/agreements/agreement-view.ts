// An agreement as the API shows it: the row with both people's names and ratings, its timeline and the dispute
// statements, from the point of view of the side asking.
import type { Agreement, AgreementSummary } from '@kaamsetu/contract';
import type { Executor } from '../../db/client.js';
import { ratingFrom } from '../../lib/rating.js';
import * as repository from './agreements.repository.js';
import type { AgreementRow } from './agreements.repository.js';

export type Viewer = 'employer' | 'worker' | 'staff';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

async function summaries(db: Executor, rows: readonly AgreementRow[], you: Viewer): Promise<AgreementSummary[]> {
  const ids = [...new Set(rows.flatMap((row) => [row.employerId, row.workerId]))];
  const parties = new Map((await repository.partiesOf(db, ids)).map((party) => [party.id, party]));
  const party = (id: string) => {
    const found = parties.get(id);
    return { id, name: found?.name ?? '', rating: ratingFrom(found?.rating_count, found?.rating_sum) };
  };
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    title: row.title,
    description: row.description,
    site: row.site,
    hours: row.hours,
    amountPaise: row.amountPaise,
    feePaise: row.feePaise,
    heldPaise: row.heldPaise,
    releasedPaise: row.releasedPaise,
    refundedPaise: row.refundedPaise,
    startsOn: row.startsOn,
    days: row.days,
    employer: party(row.employerId),
    worker: party(row.workerId),
    you,
    acceptedAt: iso(row.acceptedAt),
    fundedAt: iso(row.fundedAt),
    completedAt: iso(row.completedAt),
    releaseDueAt: iso(row.releaseDueAt),
    cancelAskedBy: row.cancelAskedBy === 'employer' || row.cancelAskedBy === 'worker' ? row.cancelAskedBy : null,
    createdAt: row.createdAt.toISOString(),
  }));
}

export function summariesOf(db: Executor, rows: readonly AgreementRow[], you: Exclude<Viewer, 'staff'>) {
  return summaries(db, rows, you);
}

/** Where stored photos are served (the media storage adapter). */
export interface PhotoAddresses {
  urlFor(key: string): string;
}

export async function viewOf(db: Executor, row: AgreementRow, you: Viewer, media: PhotoAddresses): Promise<Agreement> {
  const [summary] = await summaries(db, [row], you);
  if (!summary) throw new Error('no summary for an agreement');
  const events = await repository.eventsOf(db, row.id);
  const photos = await repository.photosOf(db, row.id);
  return {
    ...summary,
    events: events.map((event) => ({
      kind: event.kind,
      by: event.by,
      ...(event.amountPaise ? { amountPaise: event.amountPaise } : {}),
      at: event.createdAt.toISOString(),
    })),
    statements: events.flatMap((event) =>
      (event.kind === 'disputed' || event.kind === 'statement') && (event.by === 'employer' || event.by === 'worker')
        ? [{ by: event.by, statement: event.note ?? '', at: event.createdAt.toISOString() }]
        : [],
    ),
    photos: photos.flatMap((photo) =>
      photo.by === 'employer' || photo.by === 'worker'
        ? [
            {
              id: photo.id,
              by: photo.by,
              imageUrl: media.urlFor(photo.photoKey),
              thumbnailUrl: media.urlFor(photo.thumbnailKey),
              at: photo.createdAt.toISOString(),
            },
          ]
        : [],
    ),
    proposedSplit:
      row.proposedToWorkerPaise !== null && row.proposedToEmployerPaise !== null
        ? {
            toWorkerPaise: row.proposedToWorkerPaise,
            toEmployerPaise: row.proposedToEmployerPaise,
            reason: row.proposedReason ?? '',
          }
        : null,
  };
}
