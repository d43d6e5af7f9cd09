import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NETWORK_PROBLEM, SERVER_PROBLEM } from "../report-result.ts";
import { testReport } from "../__fixtures__/permit-report.ts";
import { AddressPermitReport } from "./address-permit-report.tsx";
import { PermitReportError } from "./permit-report-status.tsx";

const ADDRESS = "123 Main St, Springfield, IL 62701";

let fetchMock: ReturnType<typeof vi.fn<(url: string) => Promise<Response>>>;
beforeEach(() => {
  fetchMock = vi.fn(async () => Response.json(testReport()));
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const apiError = (status: number, code: string, message: string) =>
  Response.json({ error: { code, message } }, { status });

describe("AddressPermitReport", () => {
  it("says it is loading, then shows the report for the address", async () => {
    render(<AddressPermitReport address={ADDRESS} actions={<button type="button">Ask</button>} />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading permit report...");
    expect(
      await screen.findByRole("heading", {
        level: 2,
        name: "Springfield, Sangamon County, Illinois",
      }),
    ).toBeInTheDocument();
    expect(screen.queryByText("Loading permit report...")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Ask" })).toBeInTheDocument();
    const [url] = fetchMock.mock.calls[0] as [string];
    expect(url).toBe(
      `/api/permits/report?address=${encodeURIComponent(ADDRESS).replace(/%20/g, "+")}`,
    );
  });

  it("shows the API's message in an alert for an address it cannot place, with no retry", async () => {
    const message =
      'We could not tell which state "nowhere" is in. Add the city and state, for example "Austin, TX".';
    fetchMock.mockResolvedValue(apiError(404, "not_found", message));
    render(<AddressPermitReport address="nowhere" />);
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.queryByRole("article")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
  });

  it("shows the API's message for a bad address", async () => {
    fetchMock.mockResolvedValue(
      apiError(400, "bad_request", "address is a US street address, or a city and state."),
    );
    render(<AddressPermitReport address="x" />);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "address is a US street address, or a city and state.",
    );
  });

  it("offers to try again after a server failure, and shows the report once it answers", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(new Response("Bad gateway", { status: 502 }));
    render(<AddressPermitReport address={ADDRESS} />);
    expect(await screen.findByRole("alert")).toHaveTextContent(SERVER_PROBLEM);
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("article")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("says the connection failed when the request does not get through", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    render(<AddressPermitReport address={ADDRESS} />);
    expect(await screen.findByRole("alert")).toHaveTextContent(NETWORK_PROBLEM);
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});

describe("PermitReportError", () => {
  it("is an alert with the message, and a Try again button only when it can retry", async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { rerender } = render(<PermitReportError message="No such state." />);
    expect(screen.getByRole("alert")).toHaveTextContent("No such state.");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    rerender(<PermitReportError message="No such state." onRetry={onRetry} />);
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
