/** The answer of a device authorization request (RFC 8628 §3.2): what the device shows and how it polls. */
export interface DeviceCodeAnswer {
  device_code: string;
  user_code: string;
  verification_uri: string;
  verification_uri_complete: string;
  expires_in: number;
  interval: number;
}
