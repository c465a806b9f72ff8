// The star input is a real radio group: Tab goes in, arrow keys move and choose, each star is read out with
// its meaning; and the stars a person sees on cards say the same thing in words, with nothing misleading for
// someone who has no reviews yet.
import { Suspense, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, loadNamespace } from '../../i18n/i18n';
import { StarInput } from './star-input';
import { StarRating, StarsOutOfFive } from './star-rating';

beforeAll(() => loadNamespace('en', 'reviews'));

function Harness({ initial = 0 }: { initial?: number }) {
  const [stars, setStars] = useState(initial);
  return (
    <>
      <button type="button">Before</button>
      <StarInput id="stars" value={stars} onChange={setStars} />
      <output data-testid="value">{stars}</output>
    </>
  );
}

async function show(node: React.ReactNode) {
  await act(async () => {
    render(<Suspense fallback={null}>{node}</Suspense>);
  });
}

describe('StarInput', () => {
  it('is a group named "Your rating" of five stars, each read out with its meaning', async () => {
    await show(<Harness />);
    const group = await screen.findByRole('group', { name: 'Your rating' });
    const radios = screen.getAllByRole('radio');
    expect(group).toContainElement(radios[0] ?? null);
    expect(radios).toHaveLength(5);
    expect(screen.getByRole('radio', { name: '1 star: Poor' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '4 stars: Good' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '5 stars: Excellent' })).toBeInTheDocument();
    expect(screen.getByText('Tap a star')).toBeInTheDocument();
  });

  it('moves and chooses with the arrow keys', async () => {
    await show(<Harness initial={3} />);
    await screen.findByRole('group', { name: 'Your rating' });
    await userEvent.click(screen.getByRole('button', { name: 'Before' }));
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: '3 stars: Okay' })).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 stars: Good' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '4 stars: Good' })).toHaveFocus();
    expect(screen.getByTestId('value')).toHaveTextContent('4');
    expect(screen.getByText('Good')).toBeInTheDocument();

    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('radio', { name: '2 stars: Not good' })).toBeChecked();
    expect(screen.getByTestId('value')).toHaveTextContent('2');

    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('radio', { name: '1 star: Poor' })).toBeChecked();
    expect(screen.getByTestId('value')).toHaveTextContent('1');
  });

  it('reads out its problem with every star', async () => {
    await show(<StarInput id="stars" value={0} onChange={() => undefined} error="Choose 1 to 5 stars" />);
    const first = await screen.findByRole('radio', { name: '1 star: Poor' });
    expect(first).toHaveAccessibleDescription('Choose 1 to 5 stars');
    expect(first).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('StarRating', () => {
  it('shows "★ 4.6 (12)" and says the whole sentence to screen readers', async () => {
    await show(<StarRating rating={{ average: 4.6, count: 12 }} />);
    expect(await screen.findByText('Rated 4.6 out of 5 from 12 reviews')).toBeInTheDocument();
    expect(screen.getByText(/4\.6 \(12\)/)).toHaveAttribute('aria-hidden', 'true');
  });

  it('uses one review in the singular', async () => {
    await show(<StarRating rating={{ average: 5, count: 1 }} />);
    expect(await screen.findByText('Rated 5.0 out of 5 from 1 review')).toBeInTheDocument();
  });

  it('calls someone without reviews "New", never zero stars', async () => {
    await show(<StarRating rating={{ average: 0, count: 0 }} />);
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
    expect(screen.getByText('New')).toBeInTheDocument();
    expect(screen.queryByText(/0\.0|★/)).not.toBeInTheDocument();
  });

  it('draws nothing for an answer without a rating', async () => {
    const { container } = render(
      <Suspense fallback={null}>
        <StarRating rating={undefined} />
      </Suspense>,
    );
    await act(async () => undefined);
    expect(container).toBeEmptyDOMElement();
  });

  it('speaks Hindi', async () => {
    await changeLanguage('hi');
    await show(<StarRating rating={{ average: 4.25, count: 40 }} />);
    expect(await screen.findByText('40 समीक्षाओं से 5 में से 4.3 रेटिंग')).toBeInTheDocument();
  });

  it('reads one review’s stars as a number out of five', async () => {
    await show(<StarsOutOfFive stars={3} />);
    expect(await screen.findByText('3 stars out of 5')).toBeInTheDocument();
  });
});
