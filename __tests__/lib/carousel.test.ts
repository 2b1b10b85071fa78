import { carouselReducer, initialCarouselState, isAutoPlaying, type CarouselState } from '@/lib/carousel';

const start = (): CarouselState => initialCarouselState(4);
const at = (index: number): CarouselState => ({ ...start(), index });

describe('carousel state machine', () => {
  it('starts on the first of four slides, playing', () => {
    expect(start()).toEqual({ index: 0, count: 4, paused: false, hovered: false, focused: false });
    expect(isAutoPlaying(start())).toBe(true);
  });

  it('next moves forward and wraps from the last slide to the first', () => {
    expect(carouselReducer(at(0), { type: 'next' }).index).toBe(1);
    expect(carouselReducer(at(2), { type: 'next' }).index).toBe(3);
    expect(carouselReducer(at(3), { type: 'next' }).index).toBe(0);
  });

  it('prev moves back and wraps from the first slide to the last', () => {
    expect(carouselReducer(at(2), { type: 'prev' }).index).toBe(1);
    expect(carouselReducer(at(0), { type: 'prev' }).index).toBe(3);
  });

  it('a dot jumps straight to its slide', () => {
    for (const index of [0, 1, 2, 3]) expect(carouselReducer(at(1), { type: 'goTo', index }).index).toBe(index);
  });

  it('a tick advances only while auto-playing', () => {
    expect(carouselReducer(at(3), { type: 'tick' }).index).toBe(0);
    expect(carouselReducer({ ...at(1), paused: true }, { type: 'tick' }).index).toBe(1);
    expect(carouselReducer({ ...at(1), hovered: true }, { type: 'tick' }).index).toBe(1);
    expect(carouselReducer({ ...at(1), focused: true }, { type: 'tick' }).index).toBe(1);
  });

  it('pause/play toggles the visitor’s choice', () => {
    const paused = carouselReducer(start(), { type: 'togglePlay' });
    expect(paused.paused).toBe(true);
    expect(isAutoPlaying(paused)).toBe(false);
    expect(carouselReducer(paused, { type: 'togglePlay' }).paused).toBe(false);
  });

  it('hover and focus pause auto-advance until they end', () => {
    const hovered = carouselReducer(start(), { type: 'hover', value: true });
    expect(isAutoPlaying(hovered)).toBe(false);
    expect(isAutoPlaying(carouselReducer(hovered, { type: 'hover', value: false }))).toBe(true);
    const focused = carouselReducer(start(), { type: 'focus', value: true });
    expect(isAutoPlaying(focused)).toBe(false);
    expect(isAutoPlaying(carouselReducer(focused, { type: 'focus', value: false }))).toBe(true);
  });

  it('reduced motion stops auto-advance, and play can still start it', () => {
    const reduced = carouselReducer(start(), { type: 'reducedMotion' });
    expect(isAutoPlaying(reduced)).toBe(false);
    expect(carouselReducer(reduced, { type: 'tick' }).index).toBe(0);
    expect(isAutoPlaying(carouselReducer(reduced, { type: 'togglePlay' }))).toBe(true);
  });
});
