"""Collimate local sandbox bootstrap, imported by the interpreter as ``sitecustomize`` before the user's code.

It pins the guest's randomness to the exec seed (``random``, ``os.urandom`` and everything built on it:
``secrets``, ``random.SystemRandom``, ``uuid.uuid4``, ``tempfile`` names), then reports a checksum of the seed
it installed to the sandbox server through the private ack file. The control variables and this folder's
``sys.path`` entry are removed before the user's code runs. Nothing else is pinned.
"""


def _collimate_install():
    import hashlib
    import operator
    import os
    import sys
    import threading

    seed_hex = os.environ.pop("COLLIMATE_SANDBOX_SEED", None)
    ack_path = os.environ.pop("COLLIMATE_SANDBOX_ACK", None)
    _forget_search_path(os, sys, os.path.dirname(os.path.abspath(__file__)))
    if seed_hex is None or ack_path is None:
        return  # a child interpreter of the user's code: the exec's seed belongs to the first one only
    seed = bytes.fromhex(seed_hex)

    class SeededEntropy:
        """os.urandom stand-in: SHA-256(key || counter) blocks; a forked child continues on a derived key."""

        def __init__(self, key):
            self._key = key
            self._counter = 0
            self._pending = b""
            self._forks = 0
            self._lock = threading.Lock()

        def read(self, size):
            size = operator.index(size)
            if size < 0:
                raise ValueError("negative argument not allowed")
            with self._lock:
                chunks = [self._pending]
                available = len(self._pending)
                while available < size:
                    block = hashlib.sha256(self._key + self._counter.to_bytes(8, "big")).digest()
                    self._counter += 1
                    chunks.append(block)
                    available += len(block)
                data = b"".join(chunks)
                self._pending = data[size:]
                return data[:size]

        def before_fork(self):
            self._lock.acquire()

        def after_fork_in_parent(self):
            self._forks += 1
            self._lock.release()

        def after_fork_in_child(self):
            self._key = hashlib.sha256(b"collimate-fork\0" + self._key + self._forks.to_bytes(8, "big")).digest()
            self._counter = 0
            self._pending = b""
            self._forks = 0
            self._lock = threading.Lock()

    entropy = SeededEntropy(seed)

    def urandom(size):
        """Deterministic bytes derived from the exec seed (installed by the Collimate sandbox)."""
        return entropy.read(size)

    def getrandom(size, flags=0):
        """Deterministic bytes derived from the exec seed (installed by the Collimate sandbox)."""
        return entropy.read(size)

    os.urandom = urandom
    if hasattr(os, "getrandom"):
        os.getrandom = getrandom
    if hasattr(os, "register_at_fork"):
        os.register_at_fork(before=entropy.before_fork, after_in_parent=entropy.after_fork_in_parent,
                            after_in_child=entropy.after_fork_in_child)

    import random

    random._urandom = urandom  # SystemRandom, hence secrets, reads this module global
    unseeded = random.Random.seed

    def seed_from_entropy(self, a=None, version=2):
        if a is None:  # Random(), random.seed(): the C default would read the real urandom
            a = int.from_bytes(urandom(32), "big")
        return unseeded(self, a, version)

    random.Random.seed = seed_from_entropy
    random.seed = random._inst.seed  # the module function was bound before the patch
    if hasattr(os, "register_at_fork"):
        # random's own hook reseeds a forked child through the unpatched seed; this one runs after it
        os.register_at_fork(after_in_child=random.seed)
    random.seed(hashlib.sha256(b"collimate-random\0" + seed).digest())

    hash_seed = os.environ.get("PYTHONHASHSEED", "")
    checksum = hashlib.sha256(b"collimate-seed-ack-v1\0" + seed + b"\0" + hash_seed.encode("ascii")).hexdigest()
    fd = os.open(ack_path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(fd, "w") as ack:
        ack.write("v1 " + checksum + "\n")


def _forget_search_path(os, sys, folder):
    sys.path[:] = [entry for entry in sys.path if os.path.abspath(entry or ".") != folder]
    entries = [entry for entry in os.environ.get("PYTHONPATH", "").split(os.pathsep)
               if entry and os.path.abspath(entry) != folder]
    if entries:
        os.environ["PYTHONPATH"] = os.pathsep.join(entries)
    else:
        os.environ.pop("PYTHONPATH", None)


_collimate_install()
del _collimate_install, _forget_search_path
