// The skills picker: trade chips toggle on and off beside a box for any other skill, and what leaves it is
// the spec's comma-separated skills text.
import { Suspense, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { SkillsPicker } from './skills-picker';

/** Holds the value as a form would, and shows what would be sent. */
function Form({ initial }: { initial: string }) {
  const [skills, setSkills] = useState(initial);
  return (
    <>
      <SkillsPicker id="skills" value={skills} onChange={setSkills} />
      <output data-testid="sent">{skills}</output>
    </>
  );
}

async function renderPicker(initial = '') {
  await act(async () => {
    render(
      <Suspense fallback={null}>
        <Form initial={initial} />
      </Suspense>,
    );
  });
  await screen.findByRole('group', { name: /Skills|हुनर/ });
}

const sent = () => screen.getByTestId('sent').textContent;
const chip = (name: string) => screen.getByRole('button', { name });

describe('SkillsPicker', () => {
  it('adds and removes a trade with a tap on its chip', async () => {
    const user = userEvent.setup();
    await renderPicker();
    expect(chip('Plumber')).toHaveAttribute('aria-pressed', 'false');

    await user.click(chip('Plumber'));
    await user.click(chip('Painter'));
    expect(chip('Plumber')).toHaveAttribute('aria-pressed', 'true');
    expect(sent()).toBe('Plumber, Painter');

    await user.click(chip('Plumber'));
    expect(chip('Plumber')).toHaveAttribute('aria-pressed', 'false');
    expect(sent()).toBe('Painter');
  });

  it('sends skills typed in the box after the picked trades, and keeps the box as typed', async () => {
    const user = userEvent.setup();
    await renderPicker();
    await user.click(chip('Mason'));
    await user.type(screen.getByLabelText('Other skills'), 'Tile polishing, Mehndi,');
    expect(screen.getByLabelText('Other skills')).toHaveValue('Tile polishing, Mehndi,');
    expect(sent()).toBe('Mason, Tile polishing, Mehndi');
  });

  it('marks a saved trade however it was written, keeps its spelling, and shows the rest in the box', async () => {
    await renderPicker('Raj Mistri, Tile polishing, Sariya');
    expect(chip('Mason')).toHaveAttribute('aria-pressed', 'true');
    // Bar bender is not among the common trades, but a picked trade shows while the list is folded.
    expect(chip('Bar bender')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Other skills')).toHaveValue('Tile polishing');
    expect(sent()).toBe('Raj Mistri, Tile polishing, Sariya');
  });

  it('lights the chip of a trade typed into the box, and unpicking it takes it out of the box', async () => {
    const user = userEvent.setup();
    await renderPicker();
    await user.type(screen.getByLabelText('Other skills'), 'plumber, tiles polishing');
    expect(chip('Plumber')).toHaveAttribute('aria-pressed', 'true');

    await user.click(chip('Plumber'));
    expect(screen.getByLabelText('Other skills')).toHaveValue('tiles polishing');
    expect(sent()).toBe('tiles polishing');
  });

  it('unfolds every trade on request', async () => {
    const user = userEvent.setup();
    await renderPicker();
    expect(screen.queryByRole('button', { name: 'Tractor driver' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^All \d+ trades$/ }));
    await user.click(chip('Tractor driver'));
    expect(sent()).toBe('Tractor driver');
    expect(screen.getByRole('button', { name: 'Fewer trades' })).toHaveAttribute('aria-expanded', 'true');
  });

  it("names the trades in the page's language and sends the name the worker saw", async () => {
    await changeLanguage('hi');
    const user = userEvent.setup();
    await renderPicker();
    await user.click(chip('प्लंबर'));
    await user.click(chip('राजमिस्त्री'));
    expect(sent()).toBe('प्लंबर, राजमिस्त्री');
    expect(screen.getByLabelText('दूसरे हुनर')).toHaveValue('');
  });
});
