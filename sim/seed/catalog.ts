// Real-world vocabulary the seed draws from: truck models, places, names.
import type { FuelType } from '../../lib/fleet-api/enums';

export interface TruckModel {
  make: string;
  model: string;
  /** World manufacturer identifier: the first three VIN characters. */
  wmi: string;
  fuel: readonly (readonly [FuelType, number])[];
  /** Full-charge range of the EV variant, km. */
  evRangeKm?: number;
  weight: number;
}

export const TRUCK_MODELS: readonly TruckModel[] = [
  { make: 'Freightliner', model: 'Cascadia', wmi: '3AK', fuel: [['DIESEL', 90], ['CNG', 7], ['HYBRID', 3]], weight: 22 },
  { make: 'Volvo', model: 'VNL 860', wmi: '4V4', fuel: [['DIESEL', 95], ['CNG', 5]], weight: 12 },
  { make: 'Volvo', model: 'VNL 760', wmi: '4V4', fuel: [['DIESEL', 100]], weight: 8 },
  { make: 'Kenworth', model: 'T680', wmi: '1XK', fuel: [['DIESEL', 92], ['CNG', 8]], weight: 12 },
  { make: 'Kenworth', model: 'W990', wmi: '1XK', fuel: [['DIESEL', 100]], weight: 3 },
  { make: 'Peterbilt', model: '579', wmi: '1XP', fuel: [['DIESEL', 94], ['HYBRID', 6]], weight: 10 },
  { make: 'Peterbilt', model: '389', wmi: '1XP', fuel: [['DIESEL', 100]], weight: 3 },
  { make: 'International', model: 'LT Series', wmi: '3HS', fuel: [['DIESEL', 100]], weight: 8 },
  { make: 'Mack', model: 'Anthem', wmi: '1M1', fuel: [['DIESEL', 100]], weight: 7 },
  { make: 'Western Star', model: '57X', wmi: '5KK', fuel: [['DIESEL', 100]], weight: 3 },
  { make: 'Tesla', model: 'Semi', wmi: '7G2', fuel: [['ELECTRIC', 100]], evRangeKm: 800, weight: 4 },
  { make: 'Volvo', model: 'VNR Electric', wmi: '4V4', fuel: [['ELECTRIC', 100]], evRangeKm: 440, weight: 4 },
  { make: 'Freightliner', model: 'eCascadia', wmi: '3AK', fuel: [['ELECTRIC', 100]], evRangeKm: 370, weight: 4 },
  { make: 'Kenworth', model: 'T680E', wmi: '1XK', fuel: [['ELECTRIC', 100]], evRangeKm: 240, weight: 2 },
  { make: 'Peterbilt', model: '579EV', wmi: '1XP', fuel: [['ELECTRIC', 100]], evRangeKm: 240, weight: 2 },
];

export interface Depot {
  region: string;
  depot: string;
  state: string;
  lat: number;
  lon: number;
}

export const DEPOTS: readonly Depot[] = [
  { region: 'west', depot: 'denver', state: 'CO', lat: 39.74, lon: -104.99 },
  { region: 'west', depot: 'phoenix', state: 'AZ', lat: 33.45, lon: -112.07 },
  { region: 'west', depot: 'sacramento', state: 'CA', lat: 38.58, lon: -121.49 },
  { region: 'west', depot: 'salt-lake', state: 'UT', lat: 40.76, lon: -111.89 },
  { region: 'central', depot: 'chicago', state: 'IL', lat: 41.88, lon: -87.63 },
  { region: 'central', depot: 'kansas-city', state: 'MO', lat: 39.1, lon: -94.58 },
  { region: 'south', depot: 'dallas', state: 'TX', lat: 32.78, lon: -96.8 },
  { region: 'south', depot: 'atlanta', state: 'GA', lat: 33.75, lon: -84.39 },
  { region: 'northeast', depot: 'newark', state: 'NJ', lat: 40.74, lon: -74.17 },
  { region: 'northeast', depot: 'harrisburg', state: 'PA', lat: 40.27, lon: -76.88 },
];

export const FIRST_NAMES = [
  'James', 'Maria', 'Robert', 'Jennifer', 'Michael', 'Linda', 'William', 'Patricia', 'David', 'Elizabeth',
  'Carlos', 'Ana', 'Jose', 'Rosa', 'Daniel', 'Susan', 'Marcus', 'Keisha', 'Anthony', 'Tanya', 'Kevin',
  'Laura', 'Brian', 'Angela', 'Luis', 'Sofia', 'Tyrone', 'Monica', 'Eric', 'Rachel', 'Dmitri', 'Olga',
  'Hector', 'Gabriela', 'Jamal', 'Aisha', 'Wei', 'Mei', 'Raj', 'Priya', 'Tom', 'Karen', 'Steve', 'Denise',
  'Paul', 'Brenda', 'Mark', 'Heather', 'Jason', 'Crystal', 'Ray', 'Donna', 'Tony', 'Sandra', 'Frank', 'Teresa',
];

export const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez',
  'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin',
  'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson',
  'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores', 'Green',
  'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts', 'Kowalski',
  'Novak', 'Okafor', 'Patel', 'Chen', 'Singh', 'Ivanov', 'Murphy', 'OBrien', 'Schmidt',
];

export const EMAIL_DOMAIN = 'fleetco.example';
