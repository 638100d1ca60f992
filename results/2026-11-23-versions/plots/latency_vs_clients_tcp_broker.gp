reset
$D0 << EOD
1 292.863 290.815 630.783
16 786.431 692.223 851.967
EOD
$D1 << EOD
1 679.935 593.919 6324.223
16 8159.231 1318.911 9633.791
EOD
$D2 << EOD
1 319.487 246.783 1597.439
16 708.607 663.551 823.295
EOD
$D3 << EOD
1 1507.327 454.655 7700.479
16 1409.023 1163.263 2818.047
EOD
$D4 << EOD
1 286.719 246.783 757.759
16 909.311 806.911 937.983
EOD
$D5 << EOD
1 626.687 618.495 7438.335
16 6029.311 4718.591 7372.799
EOD
$D6 << EOD
1 311.295 280.575 335.871
16 827.391 700.415 839.679
EOD
$D7 << EOD
1 593.919 544.767 1859.583
16 13500.415 1384.447 14680.063
EOD
$D8 << EOD
1 274.431 264.191 280.575
16 835.583 782.335 991.231
EOD
$D9 << EOD
1 569.343 428.031 1253.375
16 7045.119 3391.487 7831.551
EOD
$D10 << EOD
1 264.191 200.703 274.431
16 684.031 675.839 856.063
EOD
$D11 << EOD
1 573.439 337.919 1310.719
16 1703.935 1400.831 8847.359
EOD
$D12 << EOD
1 380.927 364.543 389.119
16 1884.159 1802.239 4177.919
EOD
$D13 << EOD
1 1236.991 602.111 3932.159
16 8585.215 5177.343 16383.999
EOD
$D14 << EOD
1 372.735 296.959 724.991
16 1589.247 1589.247 1794.047
EOD
$D15 << EOD
1 1171.455 466.943 4620.287
16 4587.519 2359.295 13172.735
EOD
$D16 << EOD
1 397.311 331.775 479.231
16 2424.831 1605.631 3080.191
EOD
$D17 << EOD
1 688.127 589.823 3932.159
16 12451.839 5046.271 19660.799
EOD
$D18 << EOD
1 374.783 313.343 577.535
16 1679.359 1630.207 2605.055
EOD
$D19 << EOD
1 741.375 589.823 5767.167
16 6815.743 2834.431 19398.655
EOD
$D20 << EOD
1 110.079 93.695 194.559
16 177.151 177.151 233.471
EOD
$D21 << EOD
1 268.287 182.271 2080.767
16 1040.383 511.999 1925.119
EOD
$D22 << EOD
1 121.855 83.455 133.119
16 223.231 184.319 239.615
EOD
$D23 << EOD
1 432.127 179.199 2228.223
16 684.031 395.263 7241.727
EOD
set terminal pngcairo noenhanced size 1860,800 font 'sans,10'
set output "latency_vs_clients_tcp_broker.png"
set multiplot layout 2,3 title "Latency p50 (solid) and p99 (dashed) against clients (TCP, broker)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "clients (worker processes)"
set ylabel "round-trip latency (µs)"
set xtics ("1" 1, "16" 16) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [41.7275:39321.598]
set xrange [0.7142857142857143:22.4]
set title "zmq" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p50", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p99", \
     $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p50", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p99"
set title "zmq-4.3.5" font ',11'
plot $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p50", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p99", \
     $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p50", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p99"
set title "nanomsg" font ',11'
plot $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p50", \
     $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p99", \
     $D10 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p50", \
     $D11 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p99"
set title "nng" font ',11'
plot $D12 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p50", \
     $D13 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p99", \
     $D14 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p50", \
     $D15 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p99"
set title "nng-1.12.0" font ',11'
plot $D16 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p50", \
     $D17 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p99", \
     $D18 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p50", \
     $D19 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p99"
set title "raw" font ',11'
plot $D20 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p50", \
     $D21 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p99", \
     $D22 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p50", \
     $D23 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p99"
unset multiplot
set output
set terminal svg noenhanced size 1860,800 dynamic font 'sans,10' background '#ffffff'
set output "latency_vs_clients_tcp_broker.svg"
set multiplot layout 2,3 title "Latency p50 (solid) and p99 (dashed) against clients (TCP, broker)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "clients (worker processes)"
set ylabel "round-trip latency (µs)"
set xtics ("1" 1, "16" 16) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [41.7275:39321.598]
set xrange [0.7142857142857143:22.4]
set title "zmq" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p50", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p99", \
     $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p50", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p99"
set title "zmq-4.3.5" font ',11'
plot $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p50", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p99", \
     $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p50", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p99"
set title "nanomsg" font ',11'
plot $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p50", \
     $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p99", \
     $D10 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p50", \
     $D11 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p99"
set title "nng" font ',11'
plot $D12 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p50", \
     $D13 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p99", \
     $D14 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p50", \
     $D15 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p99"
set title "nng-1.12.0" font ',11'
plot $D16 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p50", \
     $D17 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p99", \
     $D18 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p50", \
     $D19 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p99"
set title "raw" font ',11'
plot $D20 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p50", \
     $D21 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "64 B p99", \
     $D22 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p50", \
     $D23 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "1 KiB p99"
unset multiplot
set output
