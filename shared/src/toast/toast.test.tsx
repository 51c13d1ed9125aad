import { act, render, screen } from '@testing-library/react';
import { TOAST_DURATION_MS } from '../constants';
import { Toast } from './toast';
import { TOAST_WITH_ACTION_MS, toast, useToastStore } from './toast-store';

beforeEach(() => {
  jest.useFakeTimers();
  act(() => useToastStore.getState().dismiss());
});
afterEach(() => jest.useRealTimers());

describe('Toast', () => {
  it('shows a success message in a status region with a black background', () => {
    render(<Toast />);
    act(() => toast.success('Saved!'));
    const region = screen.getByRole('status');
    expect(region).toHaveTextContent('Saved!');
    expect(region).toHaveStyle({ background: '#111' });
  });

  it('keeps its padding inside its max width, so a long toast stays on a phone screen', () => {
    render(<Toast />);
    act(() => toast.success('A long message that wraps on a phone'));
    expect(screen.getByRole('status')).toHaveStyle({ boxSizing: 'border-box' });
  });

  it('announces an error as an alert on red', () => {
    render(<Toast />);
    act(() => toast.error('❌ Something went wrong!'));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('❌ Something went wrong!');
    expect(alert).toHaveStyle({ background: '#c62828' });
  });

  it('clears itself after 3 s', () => {
    render(<Toast />);
    act(() => toast.success('Hello'));
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText('Hello')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Hello')).not.toBeInTheDocument();
  });

  it('replaces an older toast and gives the new one its full 3 s', () => {
    render(<Toast />);
    act(() => toast.success('First'));
    act(() => jest.advanceTimersByTime(2000));
    act(() => toast.error('Second'));
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByText('Second')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
  });

  it('can be dismissed by its close button', () => {
    render(<Toast />);
    act(() => toast.success('Bye'));
    act(() => screen.getByRole('button', { name: 'Dismiss message' }).click());
    expect(screen.queryByText('Bye')).not.toBeInTheDocument();
  });
});

describe('Toast with an action', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    act(() => useToastStore.getState().dismiss());
  });
  afterEach(() => jest.useRealTimers());

  it('shows the action as a button that runs it and closes the toast', () => {
    const undo = jest.fn();
    render(<Toast />);
    act(() =>
      useToastStore.getState().show('success', '3 inquiries marked Contacted', { label: 'Undo', onAction: undo }),
    );
    act(() => screen.getByRole('button', { name: 'Undo' }).click());
    expect(undo).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('3 inquiries marked Contacted')).not.toBeInTheDocument();
  });

  it('stays long enough to reach its button, then clears itself', () => {
    render(<Toast />);
    act(() => useToastStore.getState().show('success', 'Deleted', { label: 'Undo', onAction: () => {} }));
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(TOAST_WITH_ACTION_MS - TOAST_DURATION_MS));
    expect(screen.queryByText('Deleted')).not.toBeInTheDocument();
  });
});

describe('Toast with parts in another language (contract 1.1.0)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    act(() => useToastStore.getState().dismiss());
  });
  afterEach(() => jest.useRealTimers());

  it('marks a part with its language and leaves the rest of the sentence unmarked', () => {
    render(<Toast />);
    act(() => toast.error([{ text: 'सहेजा नहीं गया: ' }, { text: 'Merging is paused', lang: 'en' }, { text: '।' }]));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('सहेजा नहीं गया: Merging is paused।');
    const marked = screen.getByText('Merging is paused');
    expect(marked).toHaveAttribute('lang', 'en');
    expect(alert.querySelectorAll('[lang]')).toHaveLength(1);
    expect(useToastStore.getState().toast?.text).toBe('सहेजा नहीं गया: Merging is paused।');
  });

  it('keeps a plain string a plain string: no parts in the store, no lang on the page', () => {
    render(<Toast />);
    act(() => toast.success([{ text: 'Saved' }]));
    expect(useToastStore.getState().toast).toEqual({ id: expect.any(Number), kind: 'success', text: 'Saved' });
    act(() => toast.success('Saved again'));
    expect(useToastStore.getState().toast).toEqual({ id: expect.any(Number), kind: 'success', text: 'Saved again' });
    expect(screen.getByRole('status').querySelector('[lang]')).toBeNull();
  });

  it('stores plain data a page could copy as JSON', () => {
    act(() => toast.error([{ text: 'x: ' }, { text: 'y', lang: 'en' }]));
    const stored = useToastStore.getState().toast;
    expect(JSON.parse(JSON.stringify(stored))).toEqual(stored);
  });
});
