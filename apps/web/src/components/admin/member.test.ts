import { describe, expect, it } from 'vitest';
import { memberFullName } from './member';

describe('memberFullName', () => {
  it('names the member surname first and leaves out the parts not given', () => {
    expect(memberFullName({ lastName: 'Иванова', firstName: 'Анна', middleName: 'Сергеевна' })).toBe('Иванова Анна Сергеевна');
    expect(memberFullName({ lastName: 'Иванова', firstName: 'Анна', middleName: '' })).toBe('Иванова Анна');
    expect(memberFullName({ lastName: '', firstName: '', middleName: '' })).toBe('');
  });
});
