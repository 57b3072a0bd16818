import { describe, expect, it } from 'vitest';
import { listParams, tableQueryFromUrl, tableQueryToUrl, validateTableQuery, type TableQuery } from './table-state';

const query: TableQuery = {
  page: 2,
  size: 50,
  sort: [
    { property: 'make', direction: 'asc' },
    { property: 'year', direction: 'desc' },
  ],
  filters: [
    { field: 'model', op: 'contains', value: 'vnl' },
    { field: 'status', op: 'in', value: 'IN_SHOP,OUT_OF_SERVICE' },
  ],
  keyword: '',
};

describe('table state', () => {
  it('round-trips through URL values', () => {
    const values = tableQueryToUrl('trucks', query);
    expect(values['make.equals']).toBeNull(); // absent criteria are removed from the URL
    expect(tableQueryFromUrl('trucks', values)).toEqual(query);
  });

  it('builds the API query with id,asc as the final sort key', () => {
    const params = listParams('trucks', query);
    expect(params.get('page')).toBe('2');
    expect(params.get('size')).toBe('50');
    expect(params.getAll('sort')).toEqual(['make,asc', 'year,desc', 'id,asc']);
    expect(params.get('model.contains')).toBe('vnl');
    expect(params.get('status.in')).toBe('IN_SHOP,OUT_OF_SERVICE');
    expect(listParams('trucks', query, { page: 0, size: 500 }).get('size')).toBe('500');
  });

  it('sends the keyword only for collections that take one', () => {
    expect(listParams('drivers', { ...query, sort: [], filters: [], keyword: ' ann  lee ' }).get('keyword')).toBe('ann  lee');
    expect(listParams('trucks', { ...query, keyword: 'x' }).has('keyword')).toBe(false);
  });

  it('names the parameter of a view the vocabulary refuses', () => {
    const errors = validateTableQuery('trucks', { ...query, sort: [{ property: 'colour', direction: 'asc' }], filters: [{ field: 'year', op: 'greaterThan', value: 'soon' }] });
    expect(errors.map((e) => e.param)).toEqual(['sort', 'year.greaterThan']);
  });
});
