package org.deid.detect.onnx;

import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Gathers the windows of concurrent pipeline threads (each on its own note) into one batch on the
 * shared session ({@link OnnxModel#run}, where windows of similar length share an ONNX Runtime
 * call): a caller queues its windows; the first caller finding no batch in progress leads, waits up
 * to a short time for the other registered threads' windows (never when all of them are already
 * queued or the batch is full), runs the whole batch and hands each caller its rows back. Batches
 * run one at a time, so give the session all the cores ({@code onnxThreads} 0). Results are those
 * of the callers' own calls: rows are independent and padding is masked.
 */
final class CrossDocumentBatcher {

  /** One caller's windows and, once run, their output. */
  private static final class Request {
    final List<long[]> windows;
    float[][][] output;
    IOException failure;
    boolean done;

    Request(List<long[]> windows) {
      this.windows = windows;
    }
  }

  private final OnnxModel model;
  private final int batchSize;
  private final long waitNanos;
  private final ReentrantLock lock = new ReentrantLock();
  private final Condition changed = lock.newCondition();
  private final ArrayDeque<Request> queued = new ArrayDeque<>();
  private int queuedWindows;
  private int users;
  private boolean leading;
  private final AtomicLong calls = new AtomicLong();
  private final AtomicLong requests = new AtomicLong();
  private final AtomicLong windows = new AtomicLong();

  /**
   * A batcher.
   *
   * @param batchSize the most windows per batch (a caller's own request may exceed it)
   * @param waitMillis the longest a leading caller waits for other threads' windows
   */
  CrossDocumentBatcher(OnnxModel model, int batchSize, int waitMillis) {
    this.model = model;
    this.batchSize = batchSize;
    this.waitNanos = TimeUnit.MILLISECONDS.toNanos(waitMillis);
  }

  /** Counts a pipeline thread that will call {@link #run}: a leader waits only for such users. */
  void register() {
    lock.lock();
    try {
      users++;
    } finally {
      lock.unlock();
    }
  }

  /** Forgets a pipeline thread that will call no more (its engine was destroyed). */
  void unregister() {
    lock.lock();
    try {
      users = Math.max(0, users - 1);
      changed.signalAll();
    } finally {
      lock.unlock();
    }
  }

  /** Batches run so far (each one {@link OnnxModel#run} call). */
  long calls() {
    return calls.get();
  }

  /** Callers' requests served so far (more than {@link #calls()} when notes shared batches). */
  long requests() {
    return requests.get();
  }

  /** Windows run so far. */
  long windows() {
    return windows.get();
  }

  /** Runs windows as {@link OnnxModel#run} does, in a batch shared with other threads' windows. */
  float[][][] run(List<long[]> windowsOfCaller) throws IOException {
    Request request = new Request(windowsOfCaller);
    boolean interrupted = false;
    lock.lock();
    try {
      queued.add(request);
      queuedWindows += windowsOfCaller.size();
      changed.signalAll();
      while (!request.done) {
        if (leading) {
          changed.awaitUninterruptibly();
          continue;
        }
        leading = true;
        long deadline = System.nanoTime() + waitNanos;
        long left = waitNanos;
        while (queuedWindows < batchSize && queued.size() < users && left > 0) {
          try {
            changed.awaitNanos(left);
          } catch (InterruptedException e) {
            interrupted = true;
            break;
          }
          left = deadline - System.nanoTime();
        }
        List<Request> batch = take();
        lock.unlock();
        try {
          runBatch(batch);
        } finally {
          lock.lock();
          for (Request served : batch) {
            if (served.output == null && served.failure == null) {
              served.failure =
                  new IOException("ONNX Runtime call on " + model.folder() + " failed");
            }
            served.done = true;
          }
          leading = false;
          changed.signalAll();
        }
      }
    } finally {
      lock.unlock();
      if (interrupted) {
        Thread.currentThread().interrupt();
      }
    }
    if (request.failure != null) {
      throw new IOException(request.failure.getMessage(), request.failure);
    }
    return request.output;
  }

  /** The queued requests, oldest first, up to the batch size (at least one). */
  private List<Request> take() {
    List<Request> batch = new ArrayList<>();
    int rows = 0;
    while (!queued.isEmpty()
        && (batch.isEmpty() || rows + queued.peek().windows.size() <= batchSize)) {
      Request next = queued.poll();
      rows += next.windows.size();
      batch.add(next);
    }
    queuedWindows -= rows;
    return batch;
  }

  /**
   * Runs a batch outside the lock. When a shared call fails, each request runs again alone, so that
   * only the note at fault fails.
   */
  private void runBatch(List<Request> batch) {
    List<long[]> all = new ArrayList<>();
    batch.forEach(r -> all.addAll(r.windows));
    calls.incrementAndGet();
    requests.addAndGet(batch.size());
    windows.addAndGet(all.size());
    try {
      float[][][] output = model.run(all);
      int at = 0;
      for (Request request : batch) {
        int n = request.windows.size();
        request.output = new float[n][][];
        System.arraycopy(output, at, request.output, 0, n);
        at += n;
      }
    } catch (IOException | RuntimeException e) {
      if (batch.size() == 1) {
        batch.get(0).failure = asIo(e);
        return;
      }
      for (Request request : batch) {
        try {
          request.output = model.run(request.windows);
        } catch (IOException | RuntimeException alone) {
          request.failure = asIo(alone);
        }
      }
    }
  }

  private static IOException asIo(Exception e) {
    return e instanceof IOException io ? io : new IOException(e.getMessage(), e);
  }
}
