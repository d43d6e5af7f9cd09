/** Real places the provider stand-ins know, written as OpenStreetMap and Google write them. */
export type StandInPlace = {
  id: string;
  osmId: number;
  name?: string;
  houseNumber: string;
  street: string;
  city: string;
  state: string;
  stateCode: string;
  zip: string;
  county: string;
  lat: number;
  lng: number;
};

export const STAND_IN_PLACES: StandInPlace[] = [
  {
    id: "ChIJGVtI4by3t4kRr51d_Qm_x58",
    osmId: 238241022,
    name: "White House",
    houseNumber: "1600",
    street: "Pennsylvania Avenue Northwest",
    city: "Washington",
    state: "District of Columbia",
    stateCode: "DC",
    zip: "20500",
    county: "District of Columbia",
    lat: 38.8977,
    lng: -77.0365,
  },
  {
    id: "ChIJaXQRs6lZwokRY6EFpJnhNNE",
    osmId: 34633854,
    name: "Empire State Building",
    houseNumber: "350",
    street: "5th Avenue",
    city: "New York",
    state: "New York",
    stateCode: "NY",
    zip: "10118",
    county: "New York County",
    lat: 40.7484,
    lng: -73.9857,
  },
  {
    id: "ChIJd8BlQ2BZwokRAFUEcm_qrcA",
    osmId: 5012334455,
    houseNumber: "10",
    street: "Main Street",
    city: "Portland",
    state: "Oregon",
    stateCode: "OR",
    zip: "97201",
    county: "Multnomah County",
    lat: 45.5152,
    lng: -122.6784,
  },
];

/** The places whose address contains every typed word (as the start of one of its words). */
export function placesMatching(input: string): StandInPlace[] {
  const typed = input
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  return STAND_IN_PLACES.filter((place) => {
    const words = [
      place.houseNumber,
      place.street,
      place.city,
      place.state,
      place.stateCode,
      place.zip,
    ]
      .join(" ")
      .toLowerCase()
      .split(/\s+/);
    return typed.every((word) => words.some((candidate) => candidate.startsWith(word)));
  });
}
