#pragma once

// A CUDA stream in miniature, on the CPU: one worker thread that runs work
// items in the order they were submitted. submit() only enqueues and returns
// at once, exactly like a kernel launch; synchronize() is the barrier that
// waits until everything submitted so far has run. Timing a submit without
// the barrier measures the enqueue, not the work — the timing-pitfall lesson,
// reproduced for real on any machine. No Qt here (kernels layer).

#include "kernels/backend.h"

#include <condition_variable>
#include <cstdint>
#include <deque>
#include <functional>
#include <mutex>
#include <string>
#include <thread>

namespace gpulab::kernels {

class AsyncQueue {
public:
    using Work = std::function<void()>;

    AsyncQueue();
    // Like destroying a stream: work already submitted still runs to the end,
    // then the worker thread is joined. Never throws.
    ~AsyncQueue();
    AsyncQueue(const AsyncQueue &) = delete;
    AsyncQueue &operator=(const AsyncQueue &) = delete;

    // Enqueues `work` and returns its ticket (1, 2, 3, … in submission order)
    // without waiting for it. A work item that throws does not stop the queue:
    // the first failure is kept and reported by synchronize().
    std::uint64_t submit(Work work);

    // The barrier: blocks until every item submitted before this call has
    // finished. Returns the first failure since the last synchronize() (and
    // clears it), or success.
    Status synchronize();
    Status wait() { return synchronize(); }

    // Items submitted but not yet finished (queued + running).
    [[nodiscard]] std::size_t pending() const;
    // Tickets finished so far (the highest ticket that has completed).
    [[nodiscard]] std::uint64_t completed() const;

private:
    void loop();

    mutable std::mutex m_mutex;
    std::condition_variable m_wake; // worker: work arrived or stopping
    std::condition_variable m_idle; // waiters: an item finished
    std::deque<Work> m_items;
    std::uint64_t m_submitted = 0;
    std::uint64_t m_completed = 0;
    bool m_stopping = false;
    std::string m_firstError;
    std::thread m_worker; // last: started after every other member exists
};

} // namespace gpulab::kernels
