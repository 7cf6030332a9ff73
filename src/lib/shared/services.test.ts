import { describe, expect, it } from 'vitest';
import {
  defaultSelectedService,
  indexServices,
  matchServiceName,
  primaryServiceName,
  selectService,
  serviceDisplayName,
  serviceNumber,
  withServicePrefix,
} from './services';

const services = indexServices([
  { serviceName: 'S-100', nickName: 'Home', streetAddress1: '12 Elm St' },
  { serviceName: 'S-200', nickName: '', streetAddress1: '9 Oak Ave' },
  { serviceName: 'S-300', nickName: null, streetAddress1: null },
]);

describe('serviceDisplayName (spec 3)', () => {
  it('is the nickname, else the street address, else the service name', () => {
    expect(services.names.map((name) => serviceDisplayName(services.byName[name]!))).toEqual([
      'Home',
      '9 Oak Ave',
      'S-300',
    ]);
  });

  it('trims, and ignores blank values (the header copy did not trim)', () => {
    expect(serviceDisplayName({ serviceName: 'S-1', nickName: '  ', streetAddress1: ' ' })).toBe(
      'S-1',
    );
    expect(serviceDisplayName({ serviceName: 'S-1', nickName: ' Cabin ' })).toBe('Cabin');
  });
});

describe('service number and name', () => {
  it('strips the S- prefix, and keeps an unprefixed number', () => {
    expect(serviceNumber('S-100200300')).toBe('100200300');
    expect(serviceNumber('100200300')).toBe('100200300');
    expect(serviceNumber(' S-7 ')).toBe('7');
  });

  it('cuts only the S- prefix, not at the first dash (the copies disagreed)', () => {
    expect(serviceNumber('S-100-200')).toBe('100-200');
    expect(serviceNumber('X-100')).toBe('X-100');
  });

  it('adds the S- prefix only when missing', () => {
    expect(withServicePrefix('100')).toBe('S-100');
    expect(withServicePrefix('S-100')).toBe('S-100');
    expect(withServicePrefix(' 100 ')).toBe('S-100');
  });

  it('matches a name with or without the prefix', () => {
    expect(matchServiceName(services.names, '200')).toBe('S-200');
    expect(matchServiceName(services.names, 'S-200')).toBe('S-200');
    expect(matchServiceName(services.names, '999')).toBeUndefined();
    expect(matchServiceName(services.names, ' ')).toBeUndefined();
  });
});

describe('indexServices', () => {
  it('indexes by serviceName and keeps the order', () => {
    expect(services.names).toEqual(['S-100', 'S-200', 'S-300']);
    expect(services.byName['S-200']?.streetAddress1).toBe('9 Oak Ave');
  });

  it('copes with no services and skips entries without a name', () => {
    expect(indexServices(undefined)).toEqual({ byName: {}, names: [] });
    expect(indexServices([{ serviceName: '' }]).names).toEqual([]);
  });
});

describe('selected and primary service (spec 4.1)', () => {
  it('the primary service is the first', () => {
    expect(primaryServiceName(services)).toBe('S-100');
    expect(primaryServiceName(indexServices([]))).toBeNull();
  });

  it('defaults to the current service name when the customer owns it, else the first', () => {
    expect(defaultSelectedService(services, 'S-200')).toBe('S-200');
    expect(defaultSelectedService(services, '200')).toBe('S-200');
    expect(defaultSelectedService(services, 'S-999')).toBe('S-100');
    expect(defaultSelectedService(services, null)).toBe('S-100');
    expect(defaultSelectedService(indexServices([]), 'S-1')).toBeNull();
  });

  it('applies the same rule to the plain list the header receives', () => {
    const list = [{ serviceName: 'S-1' }, { serviceName: 'S-2' }];
    expect(selectService(list, '2')).toBe(list[1]);
    expect(selectService(list, 'S-9')).toBe(list[0]);
    expect(selectService(list, undefined)).toBe(list[0]);
    expect(selectService([], 'S-1')).toBeUndefined();
  });
});
