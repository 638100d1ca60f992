reset
$D0 << EOD
790.0819831998331 0 562.2819776324634 837.6143106957543
EOD
$D1 << EOD
618.1637599397683 1 608.6154968686029 662.6973210849521
EOD
$D2 << EOD
608.3889858663213 2 584.8221146061793 641.2288059919581
EOD
$D3 << EOD
584.322270379386 3 536.3810287289284 609.1052105919553
EOD
$D4 << EOD
545.0272522067864 4 468.65576893795946 615.9834346932602
EOD
$D5 << EOD
454.0257752657459 5 420.49305291239926 458.38977949380575
EOD
$D6 << EOD
438.1061892779114 6 407.3892723221564 450.90737838384064
EOD
$D7 << EOD
434.12969012254325 7 396.75484673204437 475.15250557656293
EOD
$D8 << EOD
431.5967659341214 8 413.88539425040005 454.63715927054017
EOD
$D9 << EOD
424.1666106676381 9 391.76124856558647 491.47988408922436
EOD
$D10 << EOD
406.8924907589569 10 305.03522757136244 452.59806508355314
EOD
$D11 << EOD
74.54446403476844 11 73.36787755911334 76.06958434827548
EOD
$D12 << EOD
44.81845375761662 12 44.52252465774903 45.909257194428676
EOD
$D13 << EOD
24.51032309137981 13 24.13054615181419 24.69873726753058
EOD
$D14 << EOD
938.1280279792448 0 "790"
742.2209996151464 1 "620"
718.1762627109931 2 "610"
682.1978358629899 3 "580"
689.9014468564515 4 "550"
513.3965530330624 5 "450"
505.0162637899016 6 "440"
532.1708062457506 7 "430"
509.19361838300506 8 "430"
550.4574701799313 9 "420"
506.90983289357956 10 "410"
85.19793447006855 11 "75"
51.41836805776012 12 "45"
27.66258573963425 13 "25"
EOD
set terminal pngcairo noenhanced size 900,570 font 'sans,10'
set output "reach.png"
set title "Nodes one broker core carries within the budget (15 ms of its CPU per move), 3 trials" font ',12'
unset key
set logscale x 10
set xrange [11.11111111111111:2094.0357767393857]
set yrange [13.6:-0.6]
set grid xtics lc rgb '#dddddd'
set xtics ("20" 20, "50" 50, "100" 100, "200" 200, "500" 500, "1,000" 1000, "2,000" 2000) font ',9'
set ytics ("zmq addressed" 0, "raw pubsub (floor)" 1, "czmq addressed" 2, "czmq pubsub" 3, "zmq pubsub" 4, "redis reply" 5, "mqtt reply" 6, "redis pubsub" 7, "mqtt pubsub" 8, "nats pubsub" 9, "nats reply" 10, "nanomsg survey" 11, "nanomsg pubsub" 12, "nng pubsub" 13) font ',10'
set xlabel "nodes" offset 0,0.3
set lmargin 20
set rmargin 4
set bmargin 5
set arrow 1 from first 20, graph 0 to first 20, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 11 "run: 20" at first 20, graph 1.03 center tc rgb '#555555' font ',8'
set arrow 2 from first 100, graph 0 to first 100, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 12 "run: 100" at first 100, graph 1.03 center tc rgb '#555555' font ',8'
set label 40 "filled: the budget is crossed between node counts that ran; hollow: beyond the largest (extrapolated by a line); bars: bootstrap intervals" at screen 0.02, screen 0.04 font ',8' tc rgb '#333333'
plot $D0 using 1:2:3:4 with xerrorbars pt 6 ps 1.6 lw 2 lc rgb "#0072B2", \
     $D1 using 1:2:3:4 with xerrorbars pt 6 ps 1.6 lw 2 lc rgb "#888888", \
     $D2 using 1:2:3:4 with xerrorbars pt 6 ps 1.6 lw 2 lc rgb "#E69F00", \
     $D3 using 1:2:3:4 with xerrorbars pt 6 ps 1.6 lw 2 lc rgb "#E69F00", \
     $D4 using 1:2:3:4 with xerrorbars pt 6 ps 1.6 lw 2 lc rgb "#0072B2", \
     $D5 using 1:2:3:4 with xerrorbars pt 6 ps 1.6 lw 2 lc rgb "#882255", \
     $D6 using 1:2:3:4 with xerrorbars pt 6 ps 1.6 lw 2 lc rgb "#44AA99", \
     $D7 using 1:2:3:4 with xerrorbars pt 6 ps 1.6 lw 2 lc rgb "#882255", \
     $D8 using 1:2:3:4 with xerrorbars pt 6 ps 1.6 lw 2 lc rgb "#44AA99", \
     $D9 using 1:2:3:4 with xerrorbars pt 6 ps 1.6 lw 2 lc rgb "#D55E00", \
     $D10 using 1:2:3:4 with xerrorbars pt 6 ps 1.6 lw 2 lc rgb "#D55E00", \
     $D11 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#009E73", \
     $D12 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#009E73", \
     $D13 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#CC79A7", \
     $D14 using 1:2:3 with labels left font ',9' tc rgb '#333333'
set output
set terminal svg noenhanced size 900,570 dynamic font 'sans,10' background '#ffffff'
set output "reach.svg"
set title "Nodes one broker core carries within the budget (15 ms of its CPU per move), 3 trials" font ',12'
unset key
set logscale x 10
set xrange [11.11111111111111:2094.0357767393857]
set yrange [13.6:-0.6]
set grid xtics lc rgb '#dddddd'
set xtics ("20" 20, "50" 50, "100" 100, "200" 200, "500" 500, "1,000" 1000, "2,000" 2000) font ',9'
set ytics ("zmq addressed" 0, "raw pubsub (floor)" 1, "czmq addressed" 2, "czmq pubsub" 3, "zmq pubsub" 4, "redis reply" 5, "mqtt reply" 6, "redis pubsub" 7, "mqtt pubsub" 8, "nats pubsub" 9, "nats reply" 10, "nanomsg survey" 11, "nanomsg pubsub" 12, "nng pubsub" 13) font ',10'
set xlabel "nodes" offset 0,0.3
set lmargin 20
set rmargin 4
set bmargin 5
set arrow 1 from first 20, graph 0 to first 20, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 11 "run: 20" at first 20, graph 1.03 center tc rgb '#555555' font ',8'
set arrow 2 from first 100, graph 0 to first 100, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 12 "run: 100" at first 100, graph 1.03 center tc rgb '#555555' font ',8'
set label 40 "filled: the budget is crossed between node counts that ran; hollow: beyond the largest (extrapolated by a line); bars: bootstrap intervals" at screen 0.02, screen 0.04 font ',8' tc rgb '#333333'
plot $D0 using 1:2:3:4 with xerrorbars pt 6 ps 1.6 lw 2 lc rgb "#0072B2", \
     $D1 using 1:2:3:4 with xerrorbars pt 6 ps 1.6 lw 2 lc rgb "#888888", \
     $D2 using 1:2:3:4 with xerrorbars pt 6 ps 1.6 lw 2 lc rgb "#E69F00", \
     $D3 using 1:2:3:4 with xerrorbars pt 6 ps 1.6 lw 2 lc rgb "#E69F00", \
     $D4 using 1:2:3:4 with xerrorbars pt 6 ps 1.6 lw 2 lc rgb "#0072B2", \
     $D5 using 1:2:3:4 with xerrorbars pt 6 ps 1.6 lw 2 lc rgb "#882255", \
     $D6 using 1:2:3:4 with xerrorbars pt 6 ps 1.6 lw 2 lc rgb "#44AA99", \
     $D7 using 1:2:3:4 with xerrorbars pt 6 ps 1.6 lw 2 lc rgb "#882255", \
     $D8 using 1:2:3:4 with xerrorbars pt 6 ps 1.6 lw 2 lc rgb "#44AA99", \
     $D9 using 1:2:3:4 with xerrorbars pt 6 ps 1.6 lw 2 lc rgb "#D55E00", \
     $D10 using 1:2:3:4 with xerrorbars pt 6 ps 1.6 lw 2 lc rgb "#D55E00", \
     $D11 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#009E73", \
     $D12 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#009E73", \
     $D13 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#CC79A7", \
     $D14 using 1:2:3 with labels left font ',9' tc rgb '#333333'
set output
