import { describe, expect, it } from 'vitest';
import { chartGeometry } from './chart';

const box = { width: 200, height: 110, padLeft: 40, padRight: 10, padTop: 5, padBottom: 5 };

describe('chartGeometry', () => {
  it('spreads the points evenly left to right, higher ratings higher up', () => {
    const chart = chartGeometry([1200, 1216, 1204], box);
    expect(chart.min).toBe(1190);
    expect(chart.max).toBe(1230);
    expect(chart.dots.map((d) => d.x)).toEqual([40, 115, 190]);
    // 1216 is above 1204, which is above 1200 (SVG y grows downwards).
    const [a, b, c] = chart.dots.map((d) => d.y);
    expect(b!).toBeLessThan(c!);
    expect(c!).toBeLessThan(a!);
    expect(chart.yOf(1190)).toBe(105);
    expect(chart.yOf(1230)).toBe(5);
    expect(chart.line).toBe(chart.dots.map((d) => `${d.x},${d.y}`).join(' '));
  });

  it('centres a single point and keeps a flat line inside the box', () => {
    const one = chartGeometry([1000], box);
    expect(one.dots).toEqual([{ x: 115, y: 55 }]);
    const flat = chartGeometry([1000, 1000], box);
    expect(flat.dots.every((d) => d.y > 5 && d.y < 105)).toBe(true);
  });
});
