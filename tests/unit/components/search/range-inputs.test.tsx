// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RangeBoundInput, RangeInputs } from '@/components/search/range-inputs';
import { nextFrameAndTask } from './next-frame';

function renderPrice(onApply: (minText: string, maxText: string) => string | null) {
  return render(
    <RangeInputs
      legend="Price"
      minField="minPrice"
      maxField="maxPrice"
      minValue={null}
      maxValue={null}
      minPlaceholder="Any"
      maxPlaceholder="Any"
      onApply={onApply}
    />,
  );
}

const minPrice = () => screen.getByRole('spinbutton', { name: /^Min/ });
const maxPrice = () => screen.getByRole('spinbutton', { name: /^Max/ });

describe('RangeInputs', () => {
  it('applies both typed values after the frame of the Enter, and shows what the search answered', async () => {
    const onApply = vi.fn(() => 'Values must be within the range.');
    renderPrice(onApply);

    fireEvent.change(minPrice(), { target: { value: '2500000' } });
    fireEvent.change(maxPrice(), { target: { value: '9000000' } });
    fireEvent.keyDown(maxPrice(), { key: 'Enter' });
    expect(onApply).not.toHaveBeenCalled();

    await nextFrameAndTask();
    expect(onApply).toHaveBeenCalledExactlyOnceWith('2500000', '9000000');
    expect(screen.getByRole('alert').textContent).toBe('Values must be within the range.');
  });

  it('applies on leaving a box, after the frame of whatever took the focus', async () => {
    const onApply = vi.fn(() => null);
    renderPrice(onApply);
    fireEvent.change(minPrice(), { target: { value: '1000000' } });
    fireEvent.blur(minPrice());
    expect(onApply).not.toHaveBeenCalled();
    await nextFrameAndTask();
    expect(onApply).toHaveBeenCalledExactlyOnceWith('1000000', '');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('applies nothing once the range is gone before the frame is out', async () => {
    const onApply = vi.fn(() => null);
    const { unmount } = renderPrice(onApply);
    fireEvent.change(minPrice(), { target: { value: '1000000' } });
    fireEvent.keyDown(minPrice(), { key: 'Enter' });
    unmount();
    await nextFrameAndTask();
    expect(onApply).not.toHaveBeenCalled();
  });
});

describe('RangeBoundInput', () => {
  it('applies its one value after the frame of the Enter, and reports the answer', async () => {
    const onApply = vi.fn(() => null);
    const onResult = vi.fn();
    render(
      <RangeBoundInput
        caption="Min"
        legend="GLA"
        field="minGLA"
        value={null}
        placeholder="Any"
        onApply={onApply}
        onResult={onResult}
      />,
    );
    const box = screen.getByRole('spinbutton', { name: /^Min/ });
    fireEvent.change(box, { target: { value: '400' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onApply).not.toHaveBeenCalled();
    await nextFrameAndTask();
    expect(onApply).toHaveBeenCalledExactlyOnceWith('400');
    expect(onResult).toHaveBeenCalledExactlyOnceWith(null);
  });
});
