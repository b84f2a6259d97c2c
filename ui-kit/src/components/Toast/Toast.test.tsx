import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ToastProvider, useToast } from './Toast.tsx';
import type { ToastOptions } from './toastStore.ts';

let show: (options: ToastOptions) => void = () => {};
function Trigger() {
  const { toast } = useToast();
  show = toast;
  return null;
}

const renderProvider = () =>
  render(
    <ToastProvider>
      <Trigger />
      <button type="button">Elsewhere</button>
    </ToastProvider>,
  );

describe('Toast', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('shows a title and description in the notification region', () => {
    renderProvider();
    act(() => show({ title: 'Login successful', description: 'Welcome back, Jane Broker!' }));
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(region).toHaveTextContent('Login successful');
    expect(region).toHaveTextContent('Welcome back, Jane Broker!');
  });

  it('shows at most one toast: a new one replaces the old', () => {
    renderProvider();
    act(() => show({ title: 'First' }));
    act(() => show({ title: 'Second' }));
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByText('Second')).toBeInTheDocument();
  });

  it('closes itself after 5000 ms by default', () => {
    renderProvider();
    act(() => show({ title: 'Saved' }));
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('honours a per-toast duration', () => {
    renderProvider();
    act(() => show({ title: 'Quick', duration: 1000 }));
    act(() => vi.advanceTimersByTime(1100));
    expect(screen.queryByText('Quick')).toBeNull();
  });

  it('announces destructive toasts as alerts', () => {
    renderProvider();
    act(() => show({ title: 'Login failed', description: 'Invalid username or password', variant: 'destructive' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(screen.getByRole('alert')).toHaveAttribute('data-variant', 'destructive');
  });

  it('moves focus to the notification region on F8', () => {
    renderProvider();
    act(() => show({ title: 'Hello' }));
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toHaveFocus();
  });

  it('closes with its Close button', () => {
    renderProvider();
    act(() => show({ title: 'Closable' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Closable')).toBeNull();
  });

  it('is dismissed by a swipe right of at least 50 px, not by a shorter one', () => {
    renderProvider();
    act(() => show({ title: 'Swipe me' }));
    const toast = screen.getByRole('status');
    fireEvent.pointerDown(toast, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 140, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 140, pointerId: 1 });
    expect(screen.getByText('Swipe me')).toBeInTheDocument();
    fireEvent.pointerDown(toast, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 151, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 151, pointerId: 1 });
    expect(screen.queryByText('Swipe me')).toBeNull();
  });

  it('throws a clear error when used outside the provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger />)).toThrow('useToast must be used inside <ToastProvider>');
    spy.mockRestore();
  });

  it('takes back a toast by the id it was raised with, once its cause is gone', () => {
    let dismiss: (id?: string) => void = () => {};
    function Dismisser() {
      dismiss = useToast().dismiss;
      return null;
    }
    render(
      <ToastProvider>
        <Trigger />
        <Dismisser />
      </ToastProvider>,
    );
    act(() => show({ id: 'client-missing', variant: 'destructive', title: 'Client Required', duration: Infinity }));
    expect(screen.getByRole('alert')).toHaveTextContent('Client Required');
    act(() => dismiss('client-missing'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
