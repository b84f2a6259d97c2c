import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/client.ts';
import { PARSEABLE_ACCEPT } from '../../../queries/documents.queries.ts';
import { CUSTOMER_UPLOAD_ACCEPT, CUSTOMER_UPLOAD_HINT, PROGRESS_CAP, nextProgress, uploadFailureMessage } from './uploadRules.ts';

describe('nextProgress', () => {
  it('rises by 10 and stops at 90 until the answer arrives', () => {
    const steps: number[] = [];
    let p = 0;
    for (let i = 0; i < 12; i++) steps.push((p = nextProgress(p)));
    expect(steps).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 90, 90, 90]);
    expect(PROGRESS_CAP).toBe(90);
  });
});

describe('uploadFailureMessage', () => {
  it("shows the server's message", () => {
    expect(uploadFailureMessage(new ApiError(422, 'Unprocessable Entity', '{"message":"No table was found"}'))).toBe('No table was found');
  });
  it('shows a plain-text body as it is', () => {
    expect(uploadFailureMessage(new ApiError(502, 'Bad Gateway', 'upstream down'))).toBe('upstream down');
  });
  it("says 'Failed to process document' when the body is empty", () => {
    expect(uploadFailureMessage(new ApiError(500, 'Internal Server Error', ''))).toBe('Failed to process document');
  });
  it("says 'Failed to upload and process document' when the request itself failed", () => {
    expect(uploadFailureMessage(new TypeError('Failed to fetch'))).toBe('Failed to upload and process document');
  });
});

describe('the accepted upload types', () => {
  it("are PDF, Excel, JPEG and PNG for the customer, and the reader's wider list, CSV included, for the broker", () => {
    expect(CUSTOMER_UPLOAD_ACCEPT).toEqual(['.pdf', '.xlsx', '.xls', '.jpg', '.jpeg', '.png']);
    expect(CUSTOMER_UPLOAD_HINT).toBe('Supported formats: PDF, Excel, JPEG, PNG');
    expect(PARSEABLE_ACCEPT).toEqual(['.pdf', '.jpeg', '.jpg', '.png', '.xlsx', '.xls', '.json', '.csv']);
  });
});
