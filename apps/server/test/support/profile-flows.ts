// Makes complete profiles through the real API: sign up, then the spec's creation form with a photo.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../src/config.js';
import { signUp } from './auth-flows.js';
import { pngPhoto } from './images.js';
import { multipartForm } from './multipart.js';

let photo: Buffer | undefined;

export interface ProfileSpec {
  name: string;
  userType: 'Labourer' | 'Employer';
  skills?: string;
  location?: string;
  companyName?: string;
}

export async function completeProfile(app: FastifyInstance, config: Config, spec: ProfileSpec) {
  const person = await signUp(app, config, { name: spec.name, userType: spec.userType });
  photo ??= await pngPhoto(200, 200);
  const form = multipartForm(
    {
      id: person.userId,
      name: spec.name,
      location: spec.location ?? 'Jaipur, Rajasthan',
      contactNumber: person.phone,
      ...(spec.userType === 'Labourer' ? { skills: spec.skills ?? 'Helper' } : { companyName: spec.companyName ?? '' }),
    },
    { filename: 'photo.png', contentType: 'image/png', bytes: photo },
  );
  const response = await app.inject({
    method: 'POST',
    url: `/api/users/protected/${spec.userType === 'Labourer' ? 'labourer' : 'employer'}/profile`,
    payload: form.payload,
    headers: { ...form.headers, authorization: `Bearer ${person.token}` },
  });
  if (response.statusCode !== 200) throw new Error(`profile form failed: ${response.body}`);
  return person;
}
