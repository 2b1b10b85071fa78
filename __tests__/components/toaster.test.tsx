import { act, render, screen } from '@testing-library/react';
import { Toaster } from '@/components/widgets/toaster';
import { prepareToasts } from '@/lib/toast';
import { toastLabels } from '../support/form-words';

// The lazily loaded sonner region fails to load (a deploy replaced the chunk, the network dropped).
jest.mock('@/components/widgets/sonner-toaster', () => {
  throw new Error('chunk failed to load');
});

describe('Toaster', () => {
  it('keeps the empty, labelled live region when the toast code cannot be loaded', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(<Toaster labels={toastLabels} />);
    const region = screen.getByRole('region', { name: 'Notifications F8' });
    expect(region).toHaveAttribute('aria-live', 'polite');

    await act(async () => {
      await prepareToasts().catch(() => undefined);
    });
    // The page stays up: the region is still there, and the failure is logged rather than thrown.
    await screen.findByRole('region', { name: 'Notifications F8' });
    expect(consoleError).toHaveBeenCalledWith('The toast region could not be loaded', expect.any(Error));
    consoleError.mockRestore();
  });

  it("is named in the page's language", () => {
    render(<Toaster labels={{ region: 'Notificaciones', close: 'Cerrar notificación' }} />);
    expect(screen.getByRole('region', { name: 'Notificaciones F8' })).toBeInTheDocument();
  });
});
