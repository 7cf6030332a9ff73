import { describe, expect, it } from 'vitest';
import {
  defaultSelectedService,
  indexServices,
  primaryServiceName,
  serviceDisplayName,
  serviceNumber,
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

  it('ignores blank values', () => {
    expect(serviceDisplayName({ serviceName: 'S-1', nickName: '  ', streetAddress1: ' ' })).toBe(
      'S-1',
    );
  });
});

describe('serviceNumber', () => {
  it('strips a name containing S- to the number after the dash', () => {
    expect(serviceNumber('S-100200300')).toBe('100200300');
    expect(serviceNumber('100200300')).toBe('100200300');
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
    expect(defaultSelectedService(services, 'S-999')).toBe('S-100');
    expect(defaultSelectedService(services, null)).toBe('S-100');
    expect(defaultSelectedService(indexServices([]), 'S-1')).toBeNull();
  });
});
