import type { AddressPrediction } from "#shared/addresses.ts";

/** Predictions for the component tests, in the shape the server answers. */
export function prediction(mainText: string, secondaryText: string): AddressPrediction {
  return {
    place_id: `${mainText}|${secondaryText}`,
    description: `${mainText}, ${secondaryText}`,
    structured_formatting: { main_text: mainText, secondary_text: secondaryText },
  };
}

export const PENN_PREDICTIONS = [
  prediction("1600 Pennsylvania Ave NW", "Washington, DC 20500"),
  prediction("1600 Penn Ave", "Pittsburgh, PA 15222"),
  prediction("1600 Pennington Rd", "Ewing Township, NJ 08618"),
];
