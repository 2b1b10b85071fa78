import { downscalePhoto, downscaleSize } from '@/components/forms/downscale-photo';
import { MAX_IMAGE_SIDE } from '@/lib/uploads/image-side';

describe('which photos the browser scales down before sending', () => {
  it('redraws JPEG, PNG and WebP longer than the server keeps, at its long side, proportions kept', () => {
    expect(downscaleSize('image/jpeg', 4032, 3024)).toEqual({ width: 2400, height: 1800 });
    expect(downscaleSize('image/png', 3000, 6000)).toEqual({ width: 1200, height: 2400 });
    expect(downscaleSize('image/webp', 2401, 10)).toEqual({ width: 2400, height: 10 });
  });

  it('leaves photos already small enough, PDFs and HEIC (left to the server) as they are', () => {
    expect(downscaleSize('image/jpeg', MAX_IMAGE_SIDE, 1000)).toBeNull();
    expect(downscaleSize('image/png', 800, 600)).toBeNull();
    expect(downscaleSize('image/heic', 4032, 3024)).toBeNull();
    expect(downscaleSize('application/pdf', 5000, 5000)).toBeNull();
  });

  it('sends the file as chosen where the browser cannot decode it', async () => {
    const pdf = new File(['%PDF-1.7'], 'statement.pdf', { type: 'application/pdf' });
    expect(await downscalePhoto(pdf)).toBe(pdf);
    const broken = new File(['not a photo'], 'photo.jpg', { type: 'image/jpeg' });
    expect(await downscalePhoto(broken)).toBe(broken);
  });
});
