import { describe, expect, it } from 'vitest';
import { type CourseOrder, moveLesson, placeLesson } from './course-order';

const order: CourseOrder = [
  { id: 1, lessonIds: [10, 11, 12] },
  { id: 2, lessonIds: [20] },
  { id: 3, lessonIds: [] },
];

describe('the order of a course', () => {
  it('moves a lesson one place up or down within its module', () => {
    expect(moveLesson(order, 10, 1)?.[0].lessonIds).toEqual([11, 10, 12]);
    expect(moveLesson(order, 12, -1)?.[0].lessonIds).toEqual([10, 12, 11]);
  });

  it('moves a lesson across into the next or previous module at its ends', () => {
    expect(moveLesson(order, 12, 1)).toEqual([
      { id: 1, lessonIds: [10, 11] },
      { id: 2, lessonIds: [12, 20] },
      { id: 3, lessonIds: [] },
    ]);
    expect(moveLesson(order, 20, -1)?.slice(0, 2)).toEqual([
      { id: 1, lessonIds: [10, 11, 12, 20] },
      { id: 2, lessonIds: [] },
    ]);
    expect(moveLesson(order, 20, 1)?.slice(1)).toEqual([
      { id: 2, lessonIds: [] },
      { id: 3, lessonIds: [20] },
    ]);
  });

  it('goes nowhere past the course’s first or last place', () => {
    expect(moveLesson(order, 10, -1)).toBeNull();
    expect(moveLesson([{ id: 1, lessonIds: [10] }], 10, 1)).toBeNull();
    expect(moveLesson(order, 99, 1)).toBeNull();
  });

  it('places a dropped lesson before another, in its module or another one', () => {
    expect(placeLesson(order, 10, 1, 2)?.[0].lessonIds).toEqual([11, 10, 12]);
    expect(placeLesson(order, 12, 1, 0)?.[0].lessonIds).toEqual([12, 10, 11]);
    expect(placeLesson(order, 11, 3, 0)?.map((m) => m.lessonIds)).toEqual([[10, 12], [20], [11]]);
    expect(placeLesson(order, 11, 2, 5)?.[1].lessonIds).toEqual([20, 11]);
  });

  it('says when a drop changes nothing', () => {
    expect(placeLesson(order, 11, 1, 1)).toBeNull();
    expect(placeLesson(order, 11, 1, 2)).toBeNull();
    expect(placeLesson(order, 11, 9, 0)).toBeNull();
  });
});
