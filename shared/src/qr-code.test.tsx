import { renderHook, waitFor } from '@testing-library/react';
import { useQrCode } from './qr-code';

const svgOf = (src: string | null) => decodeURIComponent(src?.replace('data:image/svg+xml;charset=utf-8,', '') ?? '');

describe('useQrCode', () => {
  it('draws the text as an SVG data URL', async () => {
    const { result } = renderHook(() => useQrCode('upi://pay?pa=dds@sbi&pn=DDS&cu=INR'));
    expect(result.current).toEqual({ src: null, failed: false });
    await waitFor(() => expect(result.current.src).toMatch(/^data:image\/svg\+xml;charset=utf-8,/));
    expect(svgOf(result.current.src)).toMatch(/^<svg [^>]*viewBox/);
    expect(result.current.failed).toBe(false);
  });

  it('never answers the code of an earlier text while the new one is drawn', async () => {
    const { result, rerender } = renderHook(({ text }) => useQrCode(text), { initialProps: { text: 'first' } });
    await waitFor(() => expect(result.current.src).not.toBeNull());
    const first = result.current.src;
    rerender({ text: 'second, a longer text' });
    expect(result.current.src).toBeNull();
    await waitFor(() => expect(result.current.src).not.toBeNull());
    expect(result.current.src).not.toBe(first);
  });

  it('draws nothing for an empty text', async () => {
    const { result } = renderHook(() => useQrCode(''));
    await new Promise((done) => setTimeout(done, 50));
    expect(result.current).toEqual({ src: null, failed: false });
  });
});
