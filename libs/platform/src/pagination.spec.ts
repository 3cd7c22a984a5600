import { AppError } from './app-error';
import { parsePagination } from './pagination';

const limits = { defaultPerPage: 50, maxPerPage: 200 };

describe('parsePagination', () => {
  it('defaults', () => {
    expect(parsePagination({}, limits)).toEqual({ page: 1, perPage: 50, skip: 0 });
  });

  it('computes skip', () => {
    expect(parsePagination({ page: '3', per_page: '20' }, limits)).toEqual({ page: 3, perPage: 20, skip: 40 });
  });

  it.each([['0'], ['-1'], ['1.5'], ['abc'], ['100001'], ['99999999999']])('refuses page=%s naming the parameter', (page) => {
    try {
      parsePagination({ page }, limits);
      throw new Error('expected a validation error');
    } catch (err) {
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).code).toBe('validation_error');
      expect((err as AppError).details).toEqual({ fields: [expect.objectContaining({ field: 'page' })] });
    }
  });

  it('refuses per_page above the maximum', () => {
    expect(() => parsePagination({ per_page: '201' }, limits)).toThrow(/per_page: must be between 1 and 200/);
  });
});
