// The skills picker fetches the whole trade vocabulary (every language's names and the words people type) when the
// person first comes into it, not with a Labourer's setup page; until then a trade is known by the page's names.
import { Suspense, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SkillsPicker } from './skills-picker';

const vocabulary = vi.hoisted(() => ({ fetched: false }));
vi.mock('../trade-vocabulary', async (importOriginal) => {
  vocabulary.fetched = true;
  return importOriginal();
});

function Form() {
  const [skills, setSkills] = useState('');
  return (
    <>
      <SkillsPicker id="skills" value={skills} onChange={setSkills} />
      <output data-testid="sent">{skills}</output>
    </>
  );
}

describe('SkillsPicker on a new profile', () => {
  it('shows its chips without the vocabulary, fetches it on first use, then reads any spelling of a trade', async () => {
    const user = userEvent.setup();
    await act(async () => {
      render(
        <Suspense fallback={null}>
          <Form />
        </Suspense>,
      );
    });
    // The page's words arrive on their own; the vocabulary does not come with them.
    expect(await screen.findByRole('button', { name: 'Mason' })).toHaveAttribute('aria-pressed', 'false');
    expect(vocabulary.fetched).toBe(false);

    await user.type(screen.getByLabelText('Other skills'), 'mistri');
    expect(vocabulary.fetched).toBe(true);
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Mason' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(screen.getByTestId('sent')).toHaveTextContent('mistri');
  });
});
