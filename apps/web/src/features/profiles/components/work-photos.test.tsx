// Work photos on a profile: someone else's profile shows the photos with their captions (and nothing at all
// when there are none); the worker's own profile adds one with a caption, refuses a non-image before sending,
// says when six are already there, and removes one after asking. The server is played by fetch answers shaped
// by the contract.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { WorkPhoto } from '@kaamsetu/contract';
import { loadNamespace } from '../../../i18n/i18n';
import { saveSession } from '../../../lib/session-storage';
import { workPhotosKey } from '../api/get-work-photos';
import { answerDrawn } from '../../../test-support/answer-drawn';
import { WorkPhotos } from './work-photos';
import OwnWorkPhotos from './own-work-photos';

beforeAll(() => loadNamespace('en', 'workPhotos'));

const workerId = '2f1c7a52-8a4e-4f43-9c3e-6d1b2a3c4d5e';
const listPath = `/api/profiles/${workerId}/work-photos`;
type Answer = { status?: number; body: object };
let answers: Record<string, Answer[]>;
let sent: { url: string; method: string; body: unknown }[];
let fetchSpy: MockInstance<typeof fetch>;

function answer(key: string, ...queued: Answer[]) {
  answers[key] = [...(answers[key] ?? []), ...queued];
}

function photo(id: string, caption: string): WorkPhoto {
  return {
    id,
    imageUrl: `/media/work/${id}.webp`,
    thumbnailUrl: `/media/work/${id}-160.webp`,
    caption,
    createdAt: '2026-11-20T10:00:00.000Z',
  };
}

beforeEach(() => {
  answers = {};
  sent = [];
  saveSession('token-of-suresh', workerId);
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
    const method = init?.method ?? 'GET';
    sent.push({ url: String(url), method, body: init?.body });
    const next = answers[`${method} ${String(url)}`]?.shift();
    if (!next) throw new Error(`Unexpected request ${method} ${String(url)}`);
    return Response.json(next.body, { status: next.status ?? 200 });
  });
});
afterEach(() => fetchSpy.mockRestore());

async function show(editable: boolean) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        {editable ? <OwnWorkPhotos profileId={workerId} /> : <WorkPhotos profileId={workerId} />}
      </QueryClientProvider>,
    );
  });
  return queryClient;
}

describe('work photos', () => {
  it("shows someone's photos with their captions, each opening the full photo", async () => {
    answer(`GET ${listPath}`, { body: { success: true, photos: [photo('a', 'Kitchen tiles'), photo('b', '')] } });
    await show(false);
    expect(await screen.findByRole('heading', { name: 'Photos of work done' })).toBeTruthy();
    expect(screen.getByText('Kitchen tiles')).toBeTruthy();
    const first = screen.getByRole('img', { name: 'Kitchen tiles' });
    expect(first.getAttribute('src')).toBe('/media/work/a-160.webp');
    expect(first.closest('a')?.getAttribute('href')).toBe('/media/work/a.webp');
    expect(screen.getByRole('img', { name: 'Photo of work' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add photo' })).toBeNull();
  });

  it("shows nothing on someone's profile without photos", async () => {
    answer(`GET ${listPath}`, { body: { success: true, photos: [] } });
    const queryClient = await show(false);
    // Nothing once the list has been answered and drawn, not merely before it came.
    await answerDrawn(queryClient, workPhotosKey(workerId));
    expect(screen.queryByRole('heading', { name: 'Photos of work done' })).toBeNull();
  });

  it('adds a photo with its caption and shows it', async () => {
    answer(`GET ${listPath}`, { body: { success: true, photos: [] } });
    await show(true);
    expect(await screen.findByText('No photos yet.')).toBeTruthy();
    const added = photo('c', 'Bathroom wall');
    answer('POST /api/work-photos', { status: 201, body: { success: true, message: 'Photo added.', photo: added } });
    answer(`GET ${listPath}`, { body: { success: true, photos: [added] } });
    const user = userEvent.setup();
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'wall.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Photo (JPEG, PNG or WebP, up to 5 MB)'), file);
    await user.type(screen.getByLabelText('What it shows (optional)'), 'Bathroom wall');
    await user.click(screen.getByRole('button', { name: 'Add photo' }));
    expect(await screen.findByRole('img', { name: 'Bathroom wall' })).toBeTruthy();
    expect(screen.getByText('Photo added.')).toBeTruthy();
    const post = sent.find((request) => request.method === 'POST');
    const form = post?.body as FormData;
    expect(form.get('caption')).toBe('Bathroom wall');
    expect((form.get('file') as File).name).toBe('wall.jpg');
  });

  it('refuses a file that is not a photo before sending it, and says when six are already there', async () => {
    answer(`GET ${listPath}`, { body: { success: true, photos: [photo('a', 'Gate')] } });
    await show(true);
    await screen.findByRole('img', { name: 'Gate' });
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText('Photo (JPEG, PNG or WebP, up to 5 MB)');
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await user.click(screen.getByRole('button', { name: 'Add photo' }));
    expect(await screen.findByText('The photo must be a JPEG, PNG or WebP image')).toBeTruthy();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);

    answer('POST /api/work-photos', {
      status: 409,
      body: {
        success: false,
        message: 'You can add up to 6 photos of your work. Remove one to add another.',
        error: { code: 'CONFLICT' },
      },
    });
    await user.upload(input, new File([new Uint8Array([0x89, 0x50])], 'wall.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Add photo' }));
    expect(await screen.findByText('You can add up to 6 photos of your work. Remove one to add another.')).toBeTruthy();
  });

  it('removes a photo only after asking', async () => {
    answer(`GET ${listPath}`, { body: { success: true, photos: [photo('a', 'Gate')] } });
    await show(true);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove: Gate' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this photo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(sent.filter((request) => request.method === 'DELETE')).toEqual([]);

    answer('DELETE /api/work-photos/a', { body: { success: true, message: 'Photo removed.' } });
    answer(`GET ${listPath}`, { body: { success: true, photos: [] } });
    await user.click(screen.getByRole('button', { name: 'Remove: Gate' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Photo removed.')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Gate' })).toBeNull();
  });
});
