import { describe, expect, it } from 'vitest';
import { driverSchema } from '@/lib/fleet-api/schemas/drivers';
import { csvCell, recordsToCsv, tableToCsv, toCsv } from './csv';
import { csvFieldsOf } from './csv-fields';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+1', "'+1"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
  ])('%j → %j', (input, output) => {
    expect(csvCell(input)).toBe(output);
  });

  it('keeps numbers (negative ones too), joins arrays and leaves missing values empty', () => {
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(['a', 'b'])).toBe('a; b');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(false)).toBe('false');
  });
});

describe('toCsv', () => {
  it('writes a header and CRLF-terminated rows', () => {
    expect(toCsv(['a', 'b'], [[1, 'x,y']])).toBe('a,b\r\n1,"x,y"\r\n');
  });
});

describe('csvFieldsOf', () => {
  it('follows the contract schema, nested objects one level deep', () => {
    const fields = csvFieldsOf(driverSchema);
    expect(fields.slice(0, 3)).toEqual(['id', 'firstName', 'lastName']);
    expect(fields).toContain('truckAssignment.unitNumber');
    expect(fields).not.toContain('truckAssignment');
  });

  it('reads nested values and leaves a null assignment empty', () => {
    const csv = recordsToCsv(['id', 'truckAssignment.unitNumber'], [
      { id: 1, truckAssignment: { unitNumber: 'DEN-1001' } },
      { id: 2, truckAssignment: null },
    ]);
    expect(csv).toBe('id,truckAssignment.unitNumber\r\n1,DEN-1001\r\n2,\r\n');
  });
});

describe('tableToCsv', () => {
  it('heads with the labels and reads each row by key, missing cells empty', () => {
    const columns = [
      { key: 'tag', label: 'Tag' },
      { key: 'events', label: 'Events' },
    ];
    expect(tableToCsv(columns, [{ tag: 'region:west', events: 3 }, { tag: '=cmd' }])).toBe("Tag,Events\r\nregion:west,3\r\n'=cmd,\r\n");
  });
});
