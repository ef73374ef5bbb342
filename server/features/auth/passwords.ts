// Argon2id with OWASP's first recommended parameters (19 MiB, 2 iterations, 1 lane).
import { hash, verify } from '@node-rs/argon2';

const OPTIONS = {
  algorithm: 2 /* Algorithm.Argon2id: a const enum, unusable under isolatedModules */,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

// Verifying against a real hash when the account does not exist keeps response times alike,
// so timing does not tell which emails have accounts.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
