import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { $toasts, toast } from '@so/stores';
import { Toaster } from './Toaster.tsx';

describe('Toaster', () => {
  it('shows a toast with its kind in words and dismisses it', () => {
    render(<Toaster />);
    act(() => {
      toast({ kind: 'error', title: 'There was an error adding your product to cart! Please try again!', description: 'Maximum 4 units available' });
    });
    expect(screen.getByText('Maximum 4 units available')).toBeTruthy();
    expect(screen.getByText(/Error:/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect($toasts.get()).toHaveLength(0);
  });
});
