import type { ToastOptions } from "#web/lib/toast-store.ts";
import type { PropertyDetailsProblem } from "./api/property-details.ts";

/** What the user is told when sample data stands in for the property's details. */
export const PROPERTY_PROBLEM_TOASTS: Record<PropertyDetailsProblem, ToastOptions> = {
  network: {
    title: "Network Error",
    description: "Could not connect to property service. Using mock data instead.",
    variant: "warning",
  },
  api: {
    title: "API Error",
    description: "Failed to fetch property details. Using mock data instead.",
    variant: "warning",
  },
  unexpected: {
    title: "Error",
    description: "An unexpected error occurred. Using mock data instead.",
    variant: "warning",
  },
};

export const NO_ADDRESS_TOAST: ToastOptions = {
  title: "No Address Selected",
  description: "Please select a property address to start your project chat.",
  variant: "destructive",
};

export const SETUP_ERROR_TOAST: ToastOptions = {
  title: "Setup Error",
  description: "There was an error setting up your project chat. Please try again.",
  variant: "destructive",
};
