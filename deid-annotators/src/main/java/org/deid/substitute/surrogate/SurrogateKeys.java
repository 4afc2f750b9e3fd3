package org.deid.substitute.surrogate;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * Where every surrogate choice comes from: HMAC-SHA256 of what is replaced, keyed per scope. In the
 * document scope the key derives from the run's seed and the document's text, so a run is
 * reproducible and the same original gets the same surrogate everywhere in the note; in the corpus
 * scope it is the user's secret key, so the same person gets the same surrogate across notes and
 * runs, and nobody without the key can redo the mapping. The key is never written anywhere.
 */
public final class SurrogateKeys {

  /** Bytes of the HMAC a {@link #pseudonym} keeps. */
  private static final int PSEUDONYM_BYTES = 16;

  private final SecretKeySpec key;

  /**
   * One HMAC engine per thread, re-keyed on each use: {@code Mac.getInstance} per call looked the
   * provider up under a JVM-wide lock (JceSecurity), which the pipeline's threads queued on.
   */
  private static final ThreadLocal<Mac> HMAC =
      ThreadLocal.withInitial(
          () -> {
            try {
              return Mac.getInstance("HmacSHA256");
            } catch (GeneralSecurityException e) {
              throw new IllegalStateException("HmacSHA256 is missing from this JVM", e);
            }
          });

  private SurrogateKeys(byte[] keyBytes) {
    this.key = new SecretKeySpec(keyBytes, "HmacSHA256");
  }

  /** The document scope: a key from the run's seed and the document's text. */
  public static SurrogateKeys forDocument(long seed, String documentText) {
    try {
      MessageDigest sha = MessageDigest.getInstance("SHA-256");
      sha.update(ByteBuffer.allocate(Long.BYTES).putLong(seed).array());
      sha.update(documentText.getBytes(StandardCharsets.UTF_8));
      return new SurrogateKeys(sha.digest());
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("SHA-256 is missing from this JVM", e);
    }
  }

  /** The corpus scope: the user's secret key (at least 16 bytes). */
  public static SurrogateKeys forCorpus(byte[] secret) {
    if (secret.length < 16) {
      throw new IllegalArgumentException(
          "The surrogate key must hold at least 16 bytes (it has " + secret.length + ")");
    }
    return new SurrogateKeys(secret.clone());
  }

  /** A random generator determined by the key, a purpose and a (normalised) original value. */
  public RandomGenerator random(String purpose, String value) {
    return new SplittableRandom(ByteBuffer.wrap(hmac(purpose, value)).getLong());
  }

  /**
   * A pseudonym of a value under the key: 128 bits of its HMAC, in hexadecimal. Without the key
   * nobody can tell which value it stands for, nor test a guess.
   */
  public String pseudonym(String purpose, String value) {
    return HexFormat.of().formatHex(hmac(purpose, value), 0, PSEUDONYM_BYTES);
  }

  private byte[] hmac(String purpose, String value) {
    try {
      Mac mac = HMAC.get();
      mac.init(key); // also resets the engine
      mac.update(purpose.getBytes(StandardCharsets.UTF_8));
      mac.update((byte) 0);
      return mac.doFinal(value.getBytes(StandardCharsets.UTF_8));
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("HmacSHA256 is missing from this JVM", e);
    }
  }
}
