/**
 * The carousel's state machine, kept pure so every transition is unit-tested.
 * The component only wires DOM events and a timer to these actions.
 */

export const CAROUSEL_INTERVAL_MS = 5000;
export const CAROUSEL_TRANSITION_MS = 500;

export interface CarouselState {
  index: number;
  count: number;
  /** The visitor pressed pause (or prefers reduced motion and has not pressed play). */
  paused: boolean;
  hovered: boolean;
  focused: boolean;
}

export type CarouselAction =
  | { type: 'next' }
  | { type: 'prev' }
  | { type: 'goTo'; index: number }
  | { type: 'tick' }
  | { type: 'togglePlay' }
  | { type: 'hover'; value: boolean }
  | { type: 'focus'; value: boolean }
  | { type: 'reducedMotion' };

export function initialCarouselState(count: number): CarouselState {
  return { index: 0, count, paused: false, hovered: false, focused: false };
}

/** Whether the timer should run: not paused, not hovered, not focused. */
export function isAutoPlaying(state: CarouselState): boolean {
  return !state.paused && !state.hovered && !state.focused;
}

const wrap = (index: number, count: number) => ((index % count) + count) % count;

export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  switch (action.type) {
    case 'next':
      return { ...state, index: wrap(state.index + 1, state.count) };
    case 'prev':
      return { ...state, index: wrap(state.index - 1, state.count) };
    case 'goTo':
      return { ...state, index: wrap(action.index, state.count) };
    case 'tick':
      return isAutoPlaying(state) ? { ...state, index: wrap(state.index + 1, state.count) } : state;
    case 'togglePlay':
      return { ...state, paused: !state.paused };
    case 'hover':
      return { ...state, hovered: action.value };
    case 'focus':
      return { ...state, focused: action.value };
    case 'reducedMotion':
      // No auto-advance for visitors who ask for less motion (WCAG 2.2.2);
      // they can still press play.
      return { ...state, paused: true };
  }
}
