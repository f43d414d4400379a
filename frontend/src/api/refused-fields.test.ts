import { describe, expect, it } from 'vitest';
import { refusedFields } from './refused-fields';

describe('refusedFields', () => {
  it("puts the API's field errors on the form's own fields, leaving the others out", () => {
    const error = {
      status: 400,
      message:
        '400: {"statusCode":400,"message":"Invalid input","errors":[{"field":"name","message":"Too long"},{"field":"extra","message":"Unknown"}]}',
    };
    expect(refusedFields(error, ['name', 'scope'], 'name')).toEqual([{ name: 'name', errors: ['Too long'] }]);
  });

  it("puts a conflict's sentence on the field it names", () => {
    const error = { status: 409, message: '409: {"statusCode":409,"message":"That name is taken."}' };
    expect(refusedFields(error, ['name', 'scope'], 'name')).toEqual([
      { name: 'name', errors: ['That name is taken.'] },
    ]);
    expect(refusedFields(error, ['name', 'scope'])).toEqual([]);
  });
});
