/** What people type into the address box: partial streets, cities and ZIP codes. */
export const TYPED_ADDRESSES = [
  "1600 Pennsylvania Ave NW, Wash",
  "350 5th Ave New York",
  "10 Main St 97201",
  "Portl",
  "742 Evergreen Terrace, Springfield",
  "1 Dr Carlton B Goodlett Pl, San Fr",
  "233 S Wacker Dr Chic",
  "Austin, TX",
];
